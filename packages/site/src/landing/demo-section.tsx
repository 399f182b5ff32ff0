import { demoRequestTexts } from "@tischservice/core/texts";
import { Card, CardContent } from "@tischservice/ui";
import { DemoRequestForm } from "../demo-form/demo-request-form.tsx";
import { Island } from "../islands/island.tsx";
import { renderWhenNear } from "../layout/render-when-near.ts";
import { LandingSection } from "./landing-section.tsx";

/** The demo request: the 15-minute note and the form (an island, hydrated when it comes near). */
export function DemoSection({ initialMessage }: { initialMessage?: string }) {
  return (
    <LandingSection
      id="demo"
      title={demoRequestTexts.heading}
      lead={demoRequestTexts.intro}
      className={renderWhenNear.demo}
    >
      <Card className="mx-auto w-full max-w-2xl py-6">
        <CardContent className="px-6">
          <Island
            name="demo-form"
            component={DemoRequestForm}
            props={initialMessage ? { initialMessage } : {}}
          />
        </CardContent>
      </Card>
    </LandingSection>
  );
}
