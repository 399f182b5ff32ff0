import { describe, expect, it } from "vitest";
import { checkPushEndpoint, isLocalOrLiteralHost, isWebPushServiceHost } from "./push-endpoint.ts";

describe("checkPushEndpoint", () => {
  it("given the endpoints Chrome, Firefox, Safari and Edge hand out, accepts them", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/dXb3:APA91bH",
      "https://android.googleapis.com/gcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk",
      "https://push.services.mozilla.com.eu.push.services.mozilla.com/wpush/v1/x",
      "https://web.push.apple.com/QGuQyavXutnMH",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
    ]) {
      expect(checkPushEndpoint(endpoint), endpoint).toMatchObject({ ok: true });
    }
  });

  it("given plain http, credentials or another port, refuses it", () => {
    expect(checkPushEndpoint("http://fcm.googleapis.com/fcm/send/x")).toEqual({
      ok: false,
      reason: "protocol",
      host: "fcm.googleapis.com",
    });
    expect(checkPushEndpoint("https://user:pw@fcm.googleapis.com/x")).toMatchObject({
      reason: "credentials",
    });
    expect(checkPushEndpoint("https://fcm.googleapis.com:8443/x")).toMatchObject({ reason: "port" });
    expect(checkPushEndpoint("kein url")).toEqual({ ok: false, reason: "invalid", host: null });
    expect(checkPushEndpoint("https://fcm.googleapis.com")).toMatchObject({ reason: "invalid" });
    expect(checkPushEndpoint("ios:abcdef")).toMatchObject({ ok: false, reason: "protocol" });
  });

  it("given loopback, private, link-local or IP-literal hosts in any spelling, refuses them", () => {
    for (const endpoint of [
      "https://127.0.0.1/push",
      "https://2130706433/push",
      "https://0x7f.0.0.1/push",
      "https://10.0.0.5/push",
      "https://192.168.1.1/push",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/push",
      "https://[fe80::1]/push",
      "https://[::ffff:127.0.0.1]/push",
      "https://localhost/push",
      "https://push.localhost/x",
      "https://router.local/x",
      "https://metadata.google.internal/x",
    ]) {
      expect(checkPushEndpoint(endpoint), endpoint).toMatchObject({ ok: false, reason: "address" });
    }
  });

  it("given an endpoint other parsers could read differently, refuses it", () => {
    for (const endpoint of [
      "https://evil.example\\@fcm.googleapis.com/x",
      "https://FCM.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com:443/fcm/send/x",
      "https://fcm.googleapis.com/fcm/send/x y",
      "https://fcm.googleapis.com/fcm\\send",
      " https://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com/fcm/send/x\n",
      "https://fcm.googleapis.com#@evil.example/",
    ]) {
      expect(checkPushEndpoint(endpoint), endpoint).toMatchObject({ ok: false });
    }
  });

  it("given a host merely resembling a push service, refuses it", () => {
    for (const endpoint of [
      "https://evil.example/fcm.googleapis.com",
      "https://fcm.googleapis.com.evil.example/x",
      "https://storage.googleapis.com/bucket/x",
      "https://googleapis.com/x",
      "https://push.apple.com/x",
      "https://notify.windows.com/x",
      "https://evilpush.apple.com/x",
      "https://web.push.apple.com./x",
    ]) {
      expect(checkPushEndpoint(endpoint), endpoint).toMatchObject({ ok: false, reason: "host" });
    }
  });

  it("given a test's extra host, accepts exactly that host and port, and nothing else local", () => {
    const options = { extraHosts: ["127.0.0.1:44321"] };
    expect(checkPushEndpoint("https://127.0.0.1:44321/ok/a", options)).toEqual({
      ok: true,
      host: "127.0.0.1:44321",
    });
    expect(checkPushEndpoint("https://127.0.0.1:44322/ok/a", options)).toMatchObject({ ok: false });
    expect(checkPushEndpoint("https://localhost:44321/ok/a", options)).toMatchObject({ ok: false });
    expect(checkPushEndpoint("http://127.0.0.1:44321/ok/a", options)).toMatchObject({ reason: "protocol" });
  });
});

describe("host helpers", () => {
  it("tells push service hosts and local addresses apart", () => {
    expect(isWebPushServiceHost("eu.push.apple.com")).toBe(true);
    expect(isWebPushServiceHost("apple.com")).toBe(false);
    expect(isLocalOrLiteralHost("8.8.8.8")).toBe(true);
    expect(isLocalOrLiteralHost("fcm.googleapis.com")).toBe(false);
  });
});
