import { describe, expect, it } from "vitest";
import { pushDeviceLabel } from "./push-device-label.ts";

const agents = {
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  firefoxWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.56",
  chromeMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  samsung:
    "Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
  operaLinux:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0",
  chromeIpad:
    "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
  chromebook:
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
};

describe("pushDeviceLabel", () => {
  it("given the user agents of common browsers, names browser and system", () => {
    expect(pushDeviceLabel(agents.chromeAndroid)).toBe("Chrome auf Android");
    expect(pushDeviceLabel(agents.safariIphone)).toBe("Safari auf iPhone");
    expect(pushDeviceLabel(agents.firefoxWindows)).toBe("Firefox auf Windows");
    expect(pushDeviceLabel(agents.edgeWindows)).toBe("Edge auf Windows");
    expect(pushDeviceLabel(agents.chromeMac)).toBe("Chrome auf macOS");
    expect(pushDeviceLabel(agents.safariMac)).toBe("Safari auf macOS");
    expect(pushDeviceLabel(agents.samsung)).toBe("Samsung Internet auf Android");
    expect(pushDeviceLabel(agents.operaLinux)).toBe("Opera auf Linux");
    expect(pushDeviceLabel(agents.chromeIpad)).toBe("Chrome auf iPad");
    expect(pushDeviceLabel(agents.chromebook)).toBe("Chrome auf ChromeOS");
    expect(
      pushDeviceLabel(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36",
      ),
    ).toBe("Chrome auf Linux");
  });

  it("given only part or nothing known, says what it knows", () => {
    expect(pushDeviceLabel("okhttp/4.12.0", "android")).toBe("Browser auf Android");
    expect(pushDeviceLabel("MeineApp/1.0", "ios")).toBe("Browser auf iOS");
    expect(pushDeviceLabel("Mozilla/5.0 (X11; Linux x86_64) Firefox/1")).toBe("Firefox auf Linux");
    expect(pushDeviceLabel("curl/8.5.0")).toBe("Unbekanntes Gerät");
    expect(pushDeviceLabel(null)).toBe("Unbekanntes Gerät");
    expect(pushDeviceLabel("")).toBe("Unbekanntes Gerät");
  });

  it("given a huge user agent, looks only at its beginning", () => {
    expect(pushDeviceLabel(`${"x".repeat(600)} Chrome/1 Android`)).toBe("Unbekanntes Gerät");
  });
});
