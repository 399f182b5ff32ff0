import { siteTexts } from "@tischservice/core/texts";
import { buttonVariants } from "@tischservice/ui";
import { ArrowRight } from "lucide-react";
import { HeroIllustration } from "./hero-illustration.tsx";

/** The first screen: headline, subline, a button to the demo section and one to the features. */
export function HeroSection() {
  return (
    <section
      id="hero"
      aria-labelledby="hero-heading"
      className="scroll-mt-16 overflow-hidden bg-gradient-to-b from-primary-soft/70 to-background px-4 py-16 md:px-6 md:py-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 md:grid-cols-[1.2fr_1fr]">
        <div className="grid gap-6">
          <h1
            id="hero-heading"
            className="text-4xl font-bold tracking-tight text-balance md:text-5xl lg:text-6xl"
          >
            {siteTexts.hero.headline}
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground text-pretty md:text-xl">
            {siteTexts.hero.subline}
          </p>
          <div className="flex flex-wrap gap-3">
            <a href="#demo" className={buttonVariants({ size: "lg" })}>
              {siteTexts.hero.demoButton}
              <ArrowRight aria-hidden="true" />
            </a>
            <a href="#features" className={buttonVariants({ size: "lg", variant: "outline" })}>
              {siteTexts.hero.featuresButton}
            </a>
          </div>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
