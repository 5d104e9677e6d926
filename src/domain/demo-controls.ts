/**
 * The demo controls as the app sees them. The mock (mocks/controls.ts) implements them; the app receives
 * them from main.tsx's dynamic import in demo mode only, so no mock code reaches the production build.
 * Types only, in a module both sides import: the mock's latency and faults (mocks/http.ts) are these types.
 */
export interface DemoAccount {
  email: string;
  password: string;
  name: string;
  /** What a stakeholder sees on the login page. */
  label: string;
  description: string;
}

export type Latency = 'none' | 'realistic' | 'slow';

/** An email the product sent, as the demo mailbox shows it. */
export interface DemoEmail {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** Its links, as paths of the app. */
  links: Array<{ label: string; href: string }>;
  sentDate: string;
  read: boolean;
}

export interface DemoFault {
  /** An endpoint id such as `GET Job/options/get`, or `*` for any call. */
  endpoint: string;
  status: number;
  remaining: number;
}

export interface MockControls {
  accounts: DemoAccount[];
  /** The address a demo account signs in with now: its own, or the one it changed to in account settings. */
  currentEmailOf(email: string): string;
  /** Every endpoint the mock serves, as `METHOD path`. */
  endpoints: string[];
  latency(): Latency;
  setLatency(latency: Latency): void;
  faults(): DemoFault[];
  /** Make the next `count` calls to `endpoint` fail with `status`. */
  failNext(endpoint: string, status: number, count?: number): void;
  clearFaults(): void;
  /** Make the mock's payment provider decline the next `count` payments (0 to stop). */
  failNextPayments(count: number): void;
  /** How many of the next payments will be declined. */
  paymentFailuresLeft(): number;
  /**
   * Who answers the app's calls: the mock's handlers in the page (at start-up, and in tests), or its service worker
   * once it controls the page (the calls then show in the browser's network panel).
   */
  answeredBy(): 'page' | 'worker';
  /** Reseed the demo data (everything changed is lost). */
  reset(): Promise<void>;
  /** Expire every product-API session on the server side. */
  expireSessions(): Promise<void>;
  /** Fix the mock's clock (ms or ISO), or release it with null. */
  setClock(at: number | string | null): void;
  /** The emails the product sent (the mock's outbox), newest first. */
  mailbox(): Promise<DemoEmail[]>;
  /** Marks an email of the mailbox read. */
  markEmailRead(id: number): Promise<void>;
  /** Messages the mock has for the user (data reseeded, storage full), each given once. */
  takeNotices(): string[];
}
