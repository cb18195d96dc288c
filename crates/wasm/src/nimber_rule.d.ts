/** A heap game's rule for `nimbers`: a state without its heaps or rows. */
export type NimberRule =
  | { game: "octal"; code: string }
  | { game: "octal"; subtract: Count[] }
  | { game: "grundy" }
  | { game: "kayles"; misere?: false }
  | { game: "subtraction"; max: Count };
