// How each of the Lab's Workers answers the page: a message is worked on once
// the Worker's wasm is ready, and whatever fails goes back as
// {type: 'error', error} (solver/posted.js), with what `about` says of the
// message it answers.
import { posted } from '../solver/posted.js';

/** Answers each message of the page with `work(data)` once `ready` has resolved. */
export function answerEach(ready, work, about = () => ({})) {
  self.onmessage = async ({ data }) => {
    try {
      await ready;
      await work(data);
    } catch (error) {
      self.postMessage({ type: 'error', ...about(data), error: posted(error) });
    }
  };
}
