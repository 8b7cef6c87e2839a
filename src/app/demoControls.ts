/** What the demo's mocked API lets the user do; absent outside demo mode. */
export interface DemoControls {
  resetDemoData(): Promise<void>;
}

let controls: DemoControls | null = null;

export function setDemoControls(next: DemoControls | null): void {
  controls = next;
}

export function demoControls(): DemoControls | null {
  return controls;
}
