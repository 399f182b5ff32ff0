import { exampleOperatorSiteConfig } from "@tischservice/core/demo";
import { legalTexts, siteConfigTexts } from "@tischservice/core/texts";
import { beforeEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { consentStorageKey } from "../consent/consent-storage.ts";
import { formatAddress, siteConfig } from "../site-config.ts";
import { SiteConfigContext } from "../site-config-context.ts";
import { AgbPage } from "./agb-page.tsx";
import { DatenschutzPage } from "./datenschutz-page.tsx";
import { ImpressumPage } from "./impressum-page.tsx";

beforeEach(() => {
  localStorage.setItem(
    consentStorageKey,
    JSON.stringify({ essential: true, analytics: false, marketing: false }),
  );
});

const placeholders = /TODO|Platzhalter|Lorem|Musterstraße|XXX/i;

describe("Impressum", () => {
  it("given the site configuration, shows the operator's details and no placeholder", async () => {
    const screen = await render(<ImpressumPage />);
    await expect.element(screen.getByRole("heading", { level: 1, name: "Impressum" })).toBeVisible();
    const text = document.body.textContent ?? "";
    expect(text).toContain(siteConfig.company.name);
    expect(text).toContain(siteConfig.company.registerNumber);
    expect(text).toContain(siteConfig.company.vatId);
    expect(text).toContain(siteConfig.responsiblePerson.name);
    expect(text).toContain(siteConfig.contact.email);
    expect(text).not.toMatch(placeholders);
    await expect
      .element(screen.getByRole("heading", { name: legalTexts.imprintDisclaimerHeading }))
      .toBeVisible();
    await expect
      .element(screen.getByRole("heading", { name: legalTexts.imprintAnalyticsHeading }))
      .toBeVisible();
    await expect
      .element(screen.getByRole("link", { name: legalTexts.backToHome }))
      .toHaveAttribute("href", "/");
  });
});

describe("Datenschutz", () => {
  it("given the privacy policy, covers every required section, with the operator as controller", async () => {
    const screen = await render(<DatenschutzPage />);
    await expect
      .element(screen.getByRole("heading", { level: 1, name: legalTexts.privacyHeadline }))
      .toBeVisible();
    for (const [index, title] of Object.values(legalTexts.privacySections).entries()) {
      await expect
        .element(screen.getByRole("heading", { level: 2, name: `${index + 1}. ${title}` }))
        .toBeVisible();
    }
    const text = document.body.textContent ?? "";
    expect(text).toContain(formatAddress(siteConfig.company.address).split(",")[0] ?? "");
    expect(text).not.toMatch(placeholders);
  });

  it("given the retention configuration, states its periods (24 months, 30 days, 90 days, 12 months)", async () => {
    await render(<DatenschutzPage />);
    const text = document.body.textContent ?? "";
    expect(text).toContain("standardmäßig 24 Monate nach dem Besuch anonymisiert");
    expect(text).toContain("ein Restaurant kann für seine Gäste eine kürzere Frist festlegen");
    expect(text).toContain("30 Tage nach dem Versand");
    expect(text).toContain("nach 90 Tagen");
    expect(text).toContain("Demo-Anfragen nach 12 Monaten");
  });

  it("given the footer, links Impressum, Datenschutz and Kontakt back to the start page", async () => {
    const screen = await render(<DatenschutzPage />);
    const footer = screen.getByRole("contentinfo");
    await expect
      .element(footer.getByRole("link", { name: "Impressum" }))
      .toHaveAttribute("href", "/impressum");
    await expect
      .element(footer.getByRole("link", { name: "Kontakt", exact: true }))
      .toHaveAttribute("href", "/#support");
  });
});

describe("AGB", () => {
  it("given the operator's file, names it as the provider, its court's city and the terms' date, for businesses only", async () => {
    const screen = await render(
      <SiteConfigContext value={exampleOperatorSiteConfig}>
        <AgbPage />
      </SiteConfigContext>,
    );
    await expect
      .element(screen.getByRole("heading", { level: 1, name: legalTexts.termsTitle }))
      .toBeVisible();
    const text = document.body.textContent ?? "";
    expect(text).toContain(
      `der ${exampleOperatorSiteConfig.company.name}, ${formatAddress(exampleOperatorSiteConfig.company.address)}`,
    );
    expect(text).toContain(
      `Gerichtsstand ist, soweit gesetzlich zulässig, ${exampleOperatorSiteConfig.company.address.city}.`,
    );
    expect(text).toContain("Unternehmer im Sinne des § 14 BGB");
    expect(text).toContain("Art. 28 DSGVO");
    expect(text).toContain(
      `Stand: ${exampleOperatorSiteConfig.termsDate ?? exampleOperatorSiteConfig.privacyPolicyDate}`,
    );
    expect(text).not.toContain(siteConfig.company.name);
    expect(text).not.toMatch(placeholders);
    await expect
      .element(screen.getByRole("link", { name: "unserer Website" }))
      .toHaveAttribute("href", "/#pricing");
    await expect
      .element(screen.getByRole("link", { name: "Datenschutzerklärung" }))
      .toHaveAttribute("href", "/datenschutz");
  });

  it("given an operator's file without a terms date, shows the privacy policy's date", async () => {
    const { termsDate: _none, ...withoutDate } = exampleOperatorSiteConfig;
    await render(
      <SiteConfigContext value={{ ...withoutDate, privacyPolicyDate: "März 2027" }}>
        <AgbPage />
      </SiteConfigContext>,
    );
    expect(document.body.textContent).toContain("Stand: März 2027");
  });

  it("given the footer, links the AGB", async () => {
    const screen = await render(<ImpressumPage />);
    await expect
      .element(screen.getByRole("contentinfo").getByRole("link", { name: legalTexts.termsShort }))
      .toHaveAttribute("href", "/agb");
  });
});

describe("the operator's data", () => {
  it("given the demo operator, marks the Impressum as sample data", async () => {
    const screen = await render(<ImpressumPage />);
    await expect
      .element(screen.getByRole("complementary", { name: siteConfigTexts.sampleDataTitle }))
      .toHaveTextContent(siteConfigTexts.sampleDataNotice);
  });

  it("given the demo operator, marks the privacy policy as sample data", async () => {
    const privacy = await render(<DatenschutzPage />);
    await expect
      .element(privacy.getByRole("complementary", { name: siteConfigTexts.sampleDataTitle }))
      .toBeVisible();
  });

  it("given a production-ready operator, shows its data and no sample-data notice", async () => {
    const screen = await render(
      <SiteConfigContext value={exampleOperatorSiteConfig}>
        <ImpressumPage />
      </SiteConfigContext>,
    );
    await expect.element(screen.getByRole("heading", { level: 1, name: "Impressum" })).toBeVisible();
    const text = document.body.textContent ?? "";
    const operatorDetails = [
      "Tafelrunde Gastro GmbH",
      "Clara Voss, Deniz Kaya",
      "Amtsgericht Hamburg",
      "HRB 171234",
      "DE 298 765 432",
      "kontakt@tafelrunde-gastro.de",
    ];
    for (const detail of operatorDetails) expect(text).toContain(detail);
    expect(text).not.toContain(siteConfig.company.vatId);
    expect(text).not.toContain(siteConfigTexts.sampleDataTitle);
    expect(document.querySelector("[data-testid=sample-data-notice]")).toBeNull();
  });

  it("given an operator with a data protection officer and a hoster, the privacy policy names them", async () => {
    const screen = await render(
      <SiteConfigContext value={exampleOperatorSiteConfig}>
        <DatenschutzPage />
      </SiteConfigContext>,
    );
    await expect
      .element(screen.getByRole("heading", { level: 1, name: legalTexts.privacyHeadline }))
      .toBeVisible();
    const text = document.body.textContent ?? "";
    const named = [
      "Datenschutz Nord GmbH",
      "dsb@datenschutz-nord.de",
      "Hetzner Online GmbH",
      "Stand: Juni 2026",
    ];
    for (const detail of named) expect(text).toContain(detail);
    expect(text).not.toContain(siteConfigTexts.sampleDataTitle);
  });
});
