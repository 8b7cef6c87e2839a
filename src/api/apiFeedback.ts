export type SuccessKind = 'add' | 'edit' | 'delete';

/**
 * What the data layer tells the user, implemented by the app (notifications, router). The data
 * layer decides when (spec 000 §8); the app decides how it looks and translates.
 */
export interface ApiFeedback {
  /** `message` is a catalogue code or the server's raw text. */
  showError(message: string): void;
  showSuccess(kind: SuccessKind): void;
  goToMaintenance(): void;
}

type Pending = (feedback: ApiFeedback) => void;

/**
 * Until the app has mounted its feedback, what happens is kept and replayed: the first calls
 * (the signed-in user, a route loader) start before React has committed anything.
 */
const pending: Pending[] = [];
const MAX_PENDING = 20;

const deferredFeedback: ApiFeedback = {
  showError: (message) => defer((feedback) => feedback.showError(message)),
  showSuccess: (kind) => defer((feedback) => feedback.showSuccess(kind)),
  goToMaintenance: () => defer((feedback) => feedback.goToMaintenance()),
};

function defer(call: Pending): void {
  if (pending.length < MAX_PENDING) pending.push(call);
}

let feedback: ApiFeedback = deferredFeedback;

export function setApiFeedback(next: ApiFeedback | null): void {
  feedback = next ?? deferredFeedback;
  if (next) for (const call of pending.splice(0)) call(next);
}

export function apiFeedback(): ApiFeedback {
  return feedback;
}
