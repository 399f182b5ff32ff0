import { legalTexts } from "@tischservice/core/texts";
import type { ReactNode } from "react";
import { PageShell } from "../layout/page-shell.tsx";
import { SampleDataNotice } from "./sample-data-notice.tsx";

export interface LegalPageProps {
  title: string;
  children: ReactNode;
  cookieBannerDelayMs?: number;
}

/** The frame of Impressum and Datenschutz: a readable column with the page title and a way back. */
export function LegalPage({ title, children, cookieBannerDelayMs }: LegalPageProps) {
  return (
    <PageShell onLanding={false} cookieBannerDelayMs={cookieBannerDelayMs}>
      <article className="legal-text mx-auto grid max-w-3xl gap-4 px-4 py-12 md:px-6 md:py-16">
        <p className="m-0">
          <a
            href="/"
            className="focus-ring rounded-sm text-sm font-medium text-primary-strong underline underline-offset-2"
          >
            {legalTexts.backToHome}
          </a>
        </p>
        <h1 className="m-0 text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
        <SampleDataNotice />
        {children}
      </article>
    </PageShell>
  );
}
