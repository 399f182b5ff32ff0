import { pushDeviceLabelOf, pushDeviceNames, pushDeviceTexts } from "../texts/push-devices.ts";

/** The longest user agent looked at (real ones stay well below). */
const MAX_USER_AGENT_LENGTH = 512;

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari".
const browsers: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, pushDeviceNames.edge],
  [/\b(OPR|Opera|OPT)\//, pushDeviceNames.opera],
  [/\bSamsungBrowser\//, pushDeviceNames.samsung],
  [/\b(Firefox|FxiOS)\//, pushDeviceNames.firefox],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, pushDeviceNames.chrome],
  [/\bVersion\/[\d.]+.*\bSafari\//, pushDeviceNames.safari],
];

const systems: ReadonlyArray<readonly [RegExp, string]> = [
  [/\biPhone\b/, pushDeviceNames.iphone],
  [/\biPad\b/, pushDeviceNames.ipad],
  [/\bAndroid\b/, pushDeviceNames.android],
  [/\bCrOS\b/, pushDeviceNames.chromeos],
  [/\bWindows\b/, pushDeviceNames.windows],
  [/\b(Macintosh|Mac OS X)\b/, pushDeviceNames.macos],
  [/\bLinux\b/, pushDeviceNames.linux],
];

const nativeSystems: Record<string, string> = { ios: pushDeviceNames.ios, android: pushDeviceNames.android };

const firstMatch = (text: string, table: ReadonlyArray<readonly [RegExp, string]>) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/**
 * What the device list calls a push device, from the user agent at registration: 'Chrome auf Android',
 * 'Safari auf iPhone', 'Firefox auf Windows'. A native token (`platform` ios/android) without a known
 * browser is named by its system; nothing known gives 'Unbekanntes Gerät'.
 */
export function pushDeviceLabel(userAgent: string | null | undefined, platform = "web"): string {
  const text = (userAgent ?? "").slice(0, MAX_USER_AGENT_LENGTH);
  const browser = firstMatch(text, browsers);
  const system = firstMatch(text, systems) ?? nativeSystems[platform] ?? null;
  if (browser && system) return pushDeviceLabelOf(browser, system);
  if (system) return pushDeviceLabelOf(pushDeviceTexts.unknownBrowser, system);
  return browser ?? pushDeviceTexts.unknownDevice;
}
