/** The push panel's own device list and the device refusals. All of it is our own addition. */
export const pushDeviceTexts = {
  listTitle: "Ihre Geräte",
  listIntro:
    "Auf diesen Geräten erhalten Sie Benachrichtigungen. Entfernen Sie Geräte, die Sie nicht mehr nutzen.",
  empty: "Sie haben noch kein Gerät registriert.",
  loading: "Ihre Geräte werden geladen...",
  loadError: "Ihre Geräte konnten nicht geladen werden.",
  retry: "Erneut laden",
  addedOn: "Hinzugefügt am",
  remove: "Entfernen",
  removed: "Gerät entfernt.",
  removeError: "Das Gerät konnte nicht entfernt werden.",
  notFound: "Gerät nicht gefunden.",
  endpointRefused:
    "Diese Push-Adresse wird nicht unterstützt. Bitte aktivieren Sie die Benachrichtigungen in Chrome, Edge, Firefox oder Safari.",
  unknownDevice: "Unbekanntes Gerät",
  unknownBrowser: "Browser",
} as const;

/** Names of browsers and systems in device labels (proper names, the same in every language). */
export const pushDeviceNames = {
  chrome: "Chrome",
  edge: "Edge",
  firefox: "Firefox",
  safari: "Safari",
  opera: "Opera",
  samsung: "Samsung Internet",
  android: "Android",
  iphone: "iPhone",
  ipad: "iPad",
  ios: "iOS",
  macos: "macOS",
  windows: "Windows",
  chromeos: "ChromeOS",
  linux: "Linux",
} as const;

/** 'Chrome auf Android'. */
export function pushDeviceLabelOf(browser: string, system: string): string {
  return `${browser} auf ${system}`;
}

/** The remove button's accessible name, e.g. 'Chrome auf Android entfernen'. */
export function pushDeviceRemoveLabel(label: string): string {
  return `${label} entfernen`;
}
