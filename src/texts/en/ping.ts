export const ping = {
  title: 'Ping test', // (ours)
  service: 'Staging service', // (ours)
  local: 'Portal (local)', // (ours)
  run: 'Run again', // (ours)
  // (ours) everything below: the diagnostic page for support
  intro:
    'Checks the connection to the portal and to the provider’s service. When something does not load, tell support what this page shows.',
  checks: 'Connection checks',
  endpoint: 'Address',
  result: 'Result',
  response: 'Response',
  roundTrip: 'Round trip',
  checking: 'Checking…',
  ok: 'OK',
  failed: 'Failed',
  notYet: 'Not checked yet',
  ms: (ms: number) => `${ms} ms`,
  networkError: 'No answer: the network is unavailable or the server cannot be reached.',
  timeout: (seconds: number) => `No answer within ${seconds} s.`,
  httpError: (status: number, message: string) =>
    message ? `HTTP ${status}: ${message}` : `HTTP ${status}`,
  summaryOk: 'Both checks succeeded.',
  summaryFailed: (failed: number) =>
    failed === 1 ? 'One check failed.' : `${failed} checks failed.`,
  autoRepeat: 'Repeat every 10 seconds while this page is visible',
  device: 'This device and app',
  browser: 'Browser connection',
  online: 'Online',
  offline: 'Offline',
  browserNote: 'as the browser reports it',
  portal: 'Portal connection',
  reachable: 'Reachable',
  unreachable: 'Not reachable',
  portalNote: 'as the app judges it from its own calls',
  serviceWorker: 'Service worker',
  storage: 'Storage on this device',
  storageKept: 'Kept: the browser will not clear it to free space',
  storageNotKept: 'Not kept: the browser may clear it when space runs low',
  storageUnknown: 'The browser does not say whether it is kept',
  storageUsed: (used: string, quota: string) => `${used} used of ${quota}`,
  swUnsupported: 'Not supported by this browser',
  swNotRegistered: 'Not registered',
  swNotControlling: 'Does not control this page',
  swActive: 'Active',
  swWaiting: 'Waiting (an update is ready)',
  swInstalling: 'Installing',
  /** A service worker state and the worker's script. */
  swWorker: (state: string, script: string) => `${state}: ${script}`,
  swControllingBy: (script: string) => `Controls this page (${script})`,
  appVersion: 'App version',
  apiBase: 'API base URL',
  serviceBase: 'Service base URL',
  lastCheck: 'Last check',
} as const;
