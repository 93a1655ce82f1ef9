// The Outlook clients the stand-in plays, and the known faults of theirs it can switch on.

/** The Outlook clients, as Office reports them (`diagnostics.hostName`, `context.platform`). */
export const OUTLOOK_CLIENTS = {
  classic: { label: 'Outlook classic on Windows', hostName: 'Outlook', platform: 'PC', hostVersion: '16.0.18526.20168' },
  new: { label: 'New Outlook on Windows', hostName: 'newOutlookWindows', platform: 'OfficeOnline', hostVersion: '1.2026.1010.100' },
  web: { label: 'Outlook on the web', hostName: 'OutlookWebApp', platform: 'OfficeOnline', hostVersion: '20261010004.08' },
  mac: { label: 'Outlook on Mac', hostName: 'Outlook', platform: 'Mac', hostVersion: '16.103' },
  ios: { label: 'Outlook on iOS', hostName: 'OutlookIOS', platform: 'iOS', hostVersion: '4.2540.0' },
  android: { label: 'Outlook on Android', hostName: 'OutlookAndroid', platform: 'Android', hostVersion: '4.2540.1' },
} as const;
export type OutlookClient = keyof typeof OUTLOOK_CLIENTS;
export const MOBILE: readonly OutlookClient[] = ['ios', 'android'];

/** Known client faults that can be switched on. */
export interface StandinFaults {
  /**
   * office-js #6402: new Outlook and Outlook on the web insert a signature that has inline images below the one in
   * place instead of replacing it, so the signature and its images appear twice.
   */
  stackedSignature: boolean;
  /** office-js #6488: a compose window popped out quickly gets no launch event; the add-in never runs. */
  eventLostOnPopOut: boolean;
  /** The signature service cannot be reached: every request to it fails as a browser's fetch does. */
  serviceUnreachable: boolean;
}
export const NO_FAULTS: StandinFaults = { stackedSignature: false, eventLostOnPopOut: false, serviceUnreachable: false };
/** The clients each fault occurs in (as reported in office-js). */
export const FAULT_CLIENTS: Record<keyof StandinFaults, readonly OutlookClient[]> = {
  stackedSignature: ['new', 'web'],
  eventLostOnPopOut: ['new', 'web'],
  serviceUnreachable: Object.keys(OUTLOOK_CLIENTS) as OutlookClient[],
};
