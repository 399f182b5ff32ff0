import { siteTexts } from "@tischservice/core/texts";
import { Card, CardContent, CardHeader, CardTitle } from "@tischservice/ui";
import { GraduationCap, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { renderWhenNear } from "../layout/render-when-near.ts";
import { useSiteConfig } from "../site-config-context.ts";
import { siteOwnTexts } from "../texts.ts";
import { LandingSection } from "./landing-section.tsx";

function SupportCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="h-full">
      <CardHeader className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 items-center justify-center rounded-lg bg-primary-soft text-primary-strong [&_svg]:size-6"
        >
          {icon}
        </span>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-muted-foreground">{children}</CardContent>
    </Card>
  );
}

/** E-mail support with an answer within 24h, and free onboarding for the team. */
export function SupportSection() {
  const siteConfig = useSiteConfig();
  const email = siteConfig.contact.supportEmail;
  return (
    <LandingSection
      id="support"
      title={siteTexts.support.heading}
      lead={siteOwnTexts.supportLead}
      muted
      className={renderWhenNear.support}
    >
      <div className="mx-auto grid w-full max-w-4xl gap-6 md:grid-cols-2">
        <SupportCard icon={<Mail />} title={siteTexts.support.emailSupportTitle}>
          <p>{siteTexts.support.emailSupportText}</p>
          <p>
            <a
              href={`mailto:${email}`}
              className="focus-ring rounded-sm font-medium text-primary-strong underline underline-offset-2"
            >
              {email}
            </a>
          </p>
        </SupportCard>
        <SupportCard icon={<GraduationCap />} title={siteTexts.support.onboardingTitle}>
          <p>{siteTexts.support.onboardingText}</p>
        </SupportCard>
      </div>
    </LandingSection>
  );
}
