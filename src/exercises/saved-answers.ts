// The reader's code for each exercise lives only in this browser's localStorage; every access may throw
// (storage disabled, private mode, quota full), and the editor then keeps the answer for the page alone.
const ANSWERS_KEY = 'study-notes:answers';

/** The reader's last code for each exercise, by `<series>/<note id>#<exercise anchor>`, kept until a reset. */
export function readAnswers(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(ANSWERS_KEY) ?? 'null');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function savedAnswer(key: string): string | undefined {
  const answer = readAnswers()[key];
  return typeof answer === 'string' ? answer : undefined;
}

/** Keeps the reader's code for an exercise; undefined forgets it (they reset it to the starter). */
export function saveAnswer(key: string, code: string | undefined) {
  const answers = readAnswers();
  if (code === undefined) delete answers[key];
  else answers[key] = code;
  writeAnswers(answers);
}

/** Replaces every kept answer; none left forgets the key. */
export function writeAnswers(answers: Record<string, string>) {
  try {
    if (Object.keys(answers).length === 0) localStorage.removeItem(ANSWERS_KEY);
    else localStorage.setItem(ANSWERS_KEY, JSON.stringify(answers));
  } catch {
    // Full or refused: the answer lasts as long as the editor.
  }
}
