import { siteMobileAppBullets, siteTexts } from "@tischservice/core/texts";
import { buttonVariants } from "@tischservice/ui";
import { CircleCheck, Smartphone } from "lucide-react";
import { siteOwnTexts } from "../texts.ts";

/** The mobile-app section (anchor "about"): the five points and buttons to demo and features. */
export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-16 px-4 py-16 md:px-6 md:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-10 md:grid-cols-[auto_1fr]">
        <div
          aria-hidden="true"
          className="mx-auto flex size-40 items-center justify-center rounded-3xl bg-primary-soft text-primary-strong md:size-56"
        >
          <Smartphone className="size-20 md:size-28" strokeWidth={1.25} />
        </div>
        <div className="grid gap-6">
          <h2 id="about-heading" className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
            {siteTexts.mobileApp.heading}
          </h2>
          <p className="text-lg text-muted-foreground">{siteOwnTexts.aboutLead}</p>
          <ul className="m-0 grid list-none gap-3 p-0">
            {siteMobileAppBullets.map((bullet) => (
              <li key={bullet} className="flex items-start gap-3">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
                {bullet}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-3">
            <a href="#demo" className={buttonVariants()}>
              {siteTexts.mobileApp.demoButton}
            </a>
            <a href="#features" className={buttonVariants({ variant: "outline" })}>
              {siteTexts.mobileApp.featuresButton}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
