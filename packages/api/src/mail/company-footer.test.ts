import { demoSiteConfig } from "@tischservice/core/demo";
import type { SiteConfig } from "@tischservice/core/schemas";
import { beforeEach, describe, expect, it } from "vitest";
import type { OutboxMail } from "../db/schema/index.ts";
import { silentLogger } from "../lib/logger.ts";
import { setupTestContext } from "../test/test-context.ts";
import { resetDatabase } from "../test/test-database.ts";
import { renderMail, withCompanyFooter } from "./layout.ts";
import { createOutboxWorker } from "./worker.ts";

const operator: SiteConfig = {
  ...demoSiteConfig,
  origin: "https://www.tafelrunde-gastro.de",
  company: {
    ...demoSiteConfig.company,
    name: "Tafelrunde Gastro GmbH",
    managingDirectors: ["Clara Voss"],
    registerCourt: "Amtsgericht Hamburg",
    registerNumber: "HRB 171234",
    vatId: "DE 298 765 432",
  },
  contact: { ...demoSiteConfig.contact, email: "kontakt@tafelrunde-gastro.de" },
};

const ctx = await setupTestContext({ siteConfig: operator });
beforeEach(() => resetDatabase(ctx.db));

describe("the mails' company footer", () => {
  it("given an operator, ends text and HTML with its company, register, VAT id and contact", () => {
    const mail = withCompanyFooter(
      renderMail({ to: "a@b.de", subject: "Test", paragraphs: ["Hallo"] }),
      operator,
    );
    expect(mail.text).toMatch(/\n-- \nTafelrunde Gastro GmbH · Torstraße 140 · 10119 Berlin\n/);
    expect(mail.text).toContain("Geschäftsführung: Clara Voss");
    expect(mail.text).toContain("Amtsgericht Hamburg, HRB 171234 · USt-IdNr. DE 298 765 432");
    expect(mail.text).toContain("Impressum: https://www.tafelrunde-gastro.de/impressum");
    expect(mail.html).toMatch(
      /Tafelrunde Gastro GmbH[^<]*<br>Geschäftsführung: Clara Voss.*<\/p><\/body><\/html>$/,
    );
  });

  it("given a company name with markup, escapes it in the HTML part", () => {
    const config = { ...operator, company: { ...operator.company, name: "<b>A & B</b> $& GmbH" } };
    const mail = withCompanyFooter(renderMail({ to: "a@b.de", subject: "T", paragraphs: [] }), config);
    expect(mail.html).toContain("&lt;b&gt;A &amp; B&lt;/b&gt; $&amp; GmbH");
    expect(mail.text).toContain("<b>A & B</b> $& GmbH");
  });

  it("given the app's operator, the worker sends every mail with its footer", async () => {
    expect(ctx.app.deps.siteConfig).toBe(operator);
    const sent: OutboxMail[] = [];
    const worker = createOutboxWorker({
      db: ctx.db,
      transport: { description: "Liste", send: async (mail: OutboxMail) => void sent.push(mail) },
      logger: silentLogger,
      now: ctx.clock.now,
      companyFooter: ctx.app.deps.siteConfig,
    });
    const demo = { firstName: "Erika", lastName: "Muster", email: "erika@beispiel.de" };
    expect((await ctx.client().post("/api/demo-request", demo)).status).toBe(201);
    expect(await worker.runOnce()).toEqual({ sent: 2, failed: 0 });
    expect(sent).toHaveLength(2);
    for (const mail of sent) expect(mail.text).toContain("USt-IdNr. DE 298 765 432");
  });
});
