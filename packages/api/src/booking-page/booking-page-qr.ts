import QRCode from "qrcode";

/** The two files the dashboard offers: SVG for print shops and sharp printing, PNG for everything else. */
export type QrFormat = "svg" | "png";

/**
 * Medium error correction survives a smudged or folded table card while keeping the modules large enough
 * to scan from a phone at arm's length; the quiet zone of four modules is what scanners expect.
 */
const common = {
  errorCorrectionLevel: "M",
  margin: 4,
  color: { dark: "#000000", light: "#ffffff" },
} as const;

/** Wide enough for a sharp A6 print at 300 dpi (the code spans about 7 cm there). */
export const QR_PNG_WIDTH = 1024;

/** The QR code of `url` as an SVG document. */
export function bookingPageQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...common, type: "svg" });
}

/** The QR code of `url` as a PNG image. */
export function bookingPageQrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { ...common, type: "png", width: QR_PNG_WIDTH });
}
