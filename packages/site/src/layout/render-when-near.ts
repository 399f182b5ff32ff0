/**
 * The parts of the pages below the first screen that render only when they come near the viewport
 * (`render-when-near` in styles.css), each with its usual content height (without its own padding and
 * border, which the browser adds) at phone, tablet and desktop width as the estimate, measured on the
 * built landing page; the partner section in its loading state, which is what the page starts with. A
 * close estimate keeps an in-page jump landing where the section really is.
 */
export const renderWhenNear = {
  partners:
    "render-when-near [--estimated-height:1024px] md:[--estimated-height:680px] lg:[--estimated-height:368px]",
  pricing:
    "render-when-near [--estimated-height:1566px] md:[--estimated-height:807px] lg:[--estimated-height:670px]",
  features:
    "render-when-near [--estimated-height:2114px] md:[--estimated-height:1290px] lg:[--estimated-height:870px]",
  support:
    "render-when-near [--estimated-height:476px] md:[--estimated-height:278px] lg:[--estimated-height:278px]",
  demo: "render-when-near [--estimated-height:896px] md:[--estimated-height:688px] lg:[--estimated-height:688px]",
  footer:
    "render-when-near [--estimated-height:925px] md:[--estimated-height:597px] lg:[--estimated-height:393px]",
} as const;
