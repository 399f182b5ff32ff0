import { siteTexts } from "@tischservice/core/texts";
import { buttonVariants, Card, CardContent, CardHeader } from "@tischservice/ui";
import { BrandMark } from "../layout/brand-mark.tsx";
import { loginHref } from "../layout/nav-items.ts";
import { siteOwnTexts } from "../texts.ts";

/** In the installed app the landing page gives way to this card, as the product requires. */
export function MobileVersionCard() {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-muted/60 p-4">
      <Card className="w-full max-w-sm text-center">
        <CardHeader className="flex flex-col items-center gap-3">
          <BrandMark className="size-14" />
          <h1 className="m-0 text-2xl font-bold">{siteTexts.mobileCard.title}</h1>
        </CardHeader>
        <CardContent className="grid gap-5">
          <p className="m-0 text-muted-foreground">{siteOwnTexts.mobileCardText}</p>
          <a href={loginHref} className={buttonVariants({ size: "lg", fullWidth: true })}>
            {siteTexts.mobileCard.loginButton}
          </a>
        </CardContent>
      </Card>
    </main>
  );
}
