// An Error as a Worker posts it to the page: its message, code and other own
// properties (key, params, …), which a structured clone of the Error itself
// would drop, so that the page can say it in the reader's language.
export function posted(error) {
  const out = { message: String(error?.message ?? error) };
  for (const key of Object.getOwnPropertyNames(Object(error))) {
    if (key !== 'stack' && key !== 'message') out[key] = error[key];
  }
  return out;
}
