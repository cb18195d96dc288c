//! The one error type of nimlab: what went wrong, in words a person can act on,
//! a stable code a program can branch on, and for a translator the message's
//! key and the values it names.

use std::fmt;

use crate::value::Value;

/// Why a call was refused.
///
/// The message names the field and the value (`heaps[2] must be a whole
/// number from 0 to 18446744073709551615, got -1`); [`Error::code`] is one of
/// `"bad-state"`, `"unknown-game"`, `"illegal-move"`, `"too-large"`;
/// [`Error::key`] and [`Error::params`] say the same for a page that writes
/// the message in the reader's language (`www/strings/<lang>/errors.js`).
#[derive(Clone, Debug)]
pub struct Error {
    kind: ErrorKind,
    key: Option<ErrorKey>,
    params: Vec<(&'static str, Value)>,
    message: String,
    /// The message with `{name}` for each parameter, when made by
    /// [`Error::of`]: one renderer in the wasm instead of a `format!` a site.
    template: Option<&'static str>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ErrorKind {
    BadState,
    UnknownGame,
    IllegalMove,
    TooLarge,
}

macro_rules! error_keys {
    (@template) => { None };
    (@template $template:literal) => { Some($template) };
    ($($(#[doc = $doc:literal])* $key:ident = $name:literal, $kind:ident, [$($param:literal),*] $(, $template:literal)?;)*) => {
        /// What went wrong, one key a message: the key of its translations in
        /// `www/strings/<lang>/errors.js`, each with the parameters listed in
        /// [`ErrorKey::params`].
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum ErrorKey {
            $($(#[doc = $doc])* $key,)*
        }

        impl ErrorKey {
            /// Every key, for the tests that hold the translations complete.
            pub const ALL: &'static [ErrorKey] = &[$(ErrorKey::$key),*];

            /// The key's name, as the translations spell it.
            pub fn name(self) -> &'static str {
                match self {
                    $(ErrorKey::$key => $name,)*
                }
            }

            /// The parameters every error of this key carries.
            pub fn params(self) -> &'static [&'static str] {
                match self {
                    $(ErrorKey::$key => &[$($param),*],)*
                }
            }

            /// The English message of [`Error::of`], each `{name}` one of
            /// [`ErrorKey::params`]; `None` for a key whose message is
            /// written where it is raised ([`Error::new`]).
            #[inline(always)]
            pub fn template(self) -> Option<&'static str> {
                match self {
                    $(ErrorKey::$key => error_keys!(@template $($template)?),)*
                }
            }

            fn kind(self) -> ErrorKind {
                match self {
                    $(ErrorKey::$key => ErrorKind::$kind,)*
                }
            }
        }
    };
}

error_keys! {
    /// A count that is not a whole number in range.
    NotWhole = "notWhole", BadState, ["field", "min", "max", "value"],
        "{field} must be a whole number from {min} to {max}, got {value}";
    /// A JS number past 2^53 − 1.
    UnsafeNumber = "unsafeNumber", BadState, ["field", "value"],
        "{field} is {value}, past 2^53 − 1 where JS numbers lose digits; \
        pass it as a BigInt (123n) or a decimal string";
    /// A state or move that is not an object.
    NotObject = "notObject", BadState, ["field", "value"];
    /// A required field left out.
    Missing = "missing", BadState, ["field"];
    /// A number out of its range (a fraction, such as a skill).
    NotBetween = "notBetween", BadState, ["field", "min", "max", "value"],
        "{field} must be a number from {min} to {max}, got {value}";
    /// A required field left out, and a misspelling of it present.
    Misspelt = "misspelt", BadState, ["field", "found"];
    /// A field that must be true or false.
    NotBool = "notBool", BadState, ["field", "value"],
        "{field} must be true or false, got {value}";
    /// A string that is none of the allowed ones.
    NotChoice = "notChoice", BadState, ["field", "allowed", "value"],
        "{field} must be one of {allowed}, got {value}";
    /// A field that must be an array.
    NotList = "notList", BadState, ["field", "value"],
        "parts must be an array of states, got {value}";
    /// An array of the wrong length.
    WrongLength = "wrongLength", BadState, ["field", "length", "got"],
        "{field} must have exactly {length} items, got {got}";
    /// An array longer than nimlab reads.
    TooManyItems = "tooManyItems", TooLarge, ["field", "got", "max"],
        "{field} has {got} items; nimlab takes at most {max}";
    /// An argument holding more values in all than nimlab reads.
    TooMuchData = "tooMuchData", TooLarge, ["field", "max"],
        "this argument holds more than {max} values in all (cut at {field})";
    /// An argument whose text is longer in all than nimlab reads.
    TooMuchText = "tooMuchText", TooLarge, ["field", "max"],
        "this argument's text is longer than {max} bytes in all (cut at {field})";
    /// An object with more fields than any state has.
    TooManyFields = "tooManyFields", BadState, ["field", "got"],
        "{field} has {got} fields; no state has more than 8";
    /// A field no game has, close to a known one.
    UnknownFieldNear = "unknownFieldNear", BadState, ["field", "near"],
        "unknown field {field}; did you mean {near}?";
    /// A field no game has.
    UnknownField = "unknownField", BadState, ["field", "known"],
        "unknown field {field}; the fields are {known}";
    /// Not plain data (a function, a symbol).
    NotData = "notData", BadState, ["field", "type"],
        "{field} must be plain data (numbers, strings, arrays, objects), got a {type}";
    /// Nested past the depth nimlab reads.
    TooDeep = "tooDeep", BadState, ["field"],
        "{field} is nested too deeply";
    /// A value that could not be read at all.
    Unreadable = "unreadable", BadState, ["field"],
        "{field} could not be read";
    /// A `game` naming no game.
    UnknownGame = "unknownGame", UnknownGame, ["value", "allowed"],
        "unknown game \"{value}\". The games are {allowed}";
    /// A `game` naming no game, close to one.
    UnknownGameNear = "unknownGameNear", UnknownGame, ["value", "near", "allowed"],
        "unknown game \"{value}\"; did you mean \"{near}\"? The games are {allowed}";
    /// More positions than the exact search visits.
    SearchTooLarge = "searchTooLarge", TooLarge, ["max"],
        "the exact search stops after {max} positions";
    /// More moves than the exact search looks at.
    SearchTooManyMoves = "searchTooManyMoves", TooLarge, ["max"],
        "the exact search stops after {max} moves";
    /// More moves than `moves()` lists.
    TooManyMoves = "tooManyMoves", TooLarge, ["count", "max"],
        "this position has {count} moves; moves() lists at most {max}";
    /// Nim's moves would write too many heap sizes.
    TooManyHeapSizes = "tooManyHeapSizes", TooLarge, ["count", "heaps", "max"],
        "this position's {count} moves each leave {heaps} heaps; moves() writes at most {max} heap sizes in all";
    /// Kayles' moves would write too many row lengths.
    TooManyRowLengths = "tooManyRowLengths", TooLarge, ["count", "rows", "max"],
        "this position's {count} moves each leave {rows} rows; moves() writes at most {max} row lengths in all";
    /// Fibonacci Nim's losing piles take too long to list.
    FibonacciRuns = "fibonacciRuns", TooLarge, ["multiplier", "pile", "max"],
        "with multiplier {multiplier}, the losing piles up to {pile} take more than {max} arithmetic runs to list; no faster exact method is known for this size (it contains the Josephus problem with k = m + 1)";
    /// Fibonacci Nim's moves each need a long walk.
    FibonacciSlowMoves = "fibonacciSlowMoves", TooLarge, ["count", "multiplier", "pile", "max"],
        "this position has {count} moves, and with multiplier {multiplier} each one needs a long walk along Schwenk's sequence up to {pile}; moves() lists at most {max} here";
    /// A move after the end of the game.
    GameOver = "gameOver", IllegalMove, [];
    /// A move that takes nothing.
    TakeNothing = "takeNothing", IllegalMove, ["field"];
    /// Take 1..k: more than k.
    TakeOverMax = "takeOverMax", IllegalMove, ["take", "max"],
        "move.take is {take}, but a move takes at most {max} (max)";
    /// More than the pile holds.
    TakeOverPile = "takeOverPile", IllegalMove, ["take", "pile"],
        "move.take is {take}, but the pile has only {pile}";
    /// Odd-even: outside 1..min(k, pile).
    TakeOutOfRange = "takeOutOfRange", IllegalMove, ["take", "limit", "max", "pile"],
        "move.take must be from 1 to {limit} (at most max = {max} and at most the pile of {pile}), got {take}";
    /// Odd-even: a holding past 2^64 − 1.
    HoldingOverflow = "holdingOverflow", IllegalMove, ["player", "take"],
        "holdings[{player}] + {take} is past 2^64 − 1";
    /// Odd-even: holdings and pile add up past 2^64 − 1.
    TotalTooLarge = "totalTooLarge", BadState, ["holding0", "holding1", "pile", "total", "max"],
        "holdings[0] + holdings[1] + pile must be at most {max}, got {holding0} + {holding1} + {pile} = {total}";
    /// Odd-even: the total of the wrong parity for the variant.
    TotalParity = "totalParity", BadState, ["variant", "parity", "holding0", "holding1", "pile", "total"];
    /// Fibonacci Nim: an opening pile of 1.
    OpeningPileOfOne = "openingPileOfOne", IllegalMove, [];
    /// Fibonacci Nim: the opening move takes all.
    OpeningTakesAll = "openingTakesAll", IllegalMove, ["take", "pile", "limit"],
        "the opening move may take 1 to {limit} stones, not all {pile}, got {take}";
    /// Fibonacci Nim: more than m times the last take.
    TakeOverMultiple = "takeOverMultiple", IllegalMove, ["take", "multiplier", "lastTake", "pile", "limit"],
        "move.take may be at most min({multiplier} × {lastTake}, {pile}) = {limit} (m times the last take, at most the pile), got {take}";
    /// Kayles: a row that is not there.
    NoSuchRow = "noSuchRow", IllegalMove, ["row", "count"],
        "move.row {row} is not a row; there are {count}";
    /// Kayles: a take other than 1 or 2.
    TakeOneOrTwo = "takeOneOrTwo", IllegalMove, ["take"],
        "move.take must be 1 or 2, got {take}";
    /// Kayles: a take that runs past the end of the row.
    PastRowEnd = "pastRowEnd", IllegalMove, ["row", "coins", "take", "start"],
        "row {row} has {coins} coins: taking {take} from coin {start} runs past its end";
    /// Nim: a heap that is not there.
    NoSuchHeap = "noSuchHeap", IllegalMove, ["heap", "count"],
        "move.heap {heap} is not a heap; there are {count} heaps";
    /// Nim: more than the heap holds.
    TakeOverHeap = "takeOverHeap", IllegalMove, ["heap", "size", "take"],
        "heap {heap} has {size} objects: cannot take {take}";
    /// Wythoff: unequal takes from both heaps.
    TakeUnequal = "takeUnequal", IllegalMove, ["take0", "take1"],
        "move.take [{take0}, {take1}] takes from both heaps unequally: take from one heap, or the same number from both";
    /// Wythoff: more than the heaps hold.
    TakeOverHeaps = "takeOverHeaps", IllegalMove, ["take0", "take1", "heap0", "heap1"],
        "move.take [{take0}, {take1}] takes more than the heaps [{heap0}, {heap1}] hold";
    /// Dice: a face outside 1..6.
    FaceOutOfRange = "faceOutOfRange", IllegalMove, ["field", "face"],
        "{field} must be a face from 1 to 6, got {face}";
    /// Dice: the face already on top.
    FaceOnTop = "faceOnTop", IllegalMove, ["field", "face", "faces"],
        "{field} is {face}, the face already on top: the die must be tipped, onto {faces}";
    /// Dice: the face opposite the top.
    FaceOpposite = "faceOpposite", IllegalMove, ["field", "face", "top", "faces"],
        "{field} is {face}, the bottom face opposite {top}; the faces next to {top} are {faces}";
    /// Dice: a rule given for one die.
    RuleForOneDie = "ruleForOneDie", BadState, ["top", "value"],
        "rule is only for two dice (top: [t1, t2]); one die (top: {top}) has none, got rule {value}";
    /// Dice: a move field of two dice (`move.faces`) for one die.
    FieldForTwoDice = "fieldForTwoDice", BadState, ["field"];
    /// Dice: a move field of one die (`move.face`) for two dice.
    FieldForOneDie = "fieldForOneDie", BadState, ["field"];
    /// Dice: a one-die move for two dice.
    MoveForOneDie = "moveForOneDie", IllegalMove, [];
    /// Dice: a two-dice move for one die.
    MoveForTwoDice = "moveForTwoDice", IllegalMove, [];
    /// Dice, rule `both`: not both dice tipped.
    TipBoth = "tipBoth", IllegalMove, ["got"],
        "rule \"both\" tips both dice: move.faces needs two faces, got {got}";
    /// Dice, rules `one` and `sum`: not exactly one die tipped.
    TipOne = "tipOne", IllegalMove, ["rule", "got"],
        "rule \"{rule}\" tips exactly one die: move.faces needs one face and one null, got {got} faces";
    /// Dice: a tip that removes more than the pile holds.
    TipOverPile = "tipOverPile", IllegalMove, ["take", "pile"],
        "this tip removes {take} stones but the pile has only {pile}";
    /// Take-and-break: a code without its point.
    CodeNoPoint = "codeNoPoint", BadState, ["field", "value"];
    /// Take-and-break: a digit before the point other than 0 or 4.
    CodeFirstDigit = "codeFirstDigit", BadState, ["field", "value"];
    /// Take-and-break: more digits after the point than nimlab reads.
    CodeTooLong = "codeTooLong", BadState, ["field", "max", "value"];
    /// Take-and-break: a digit after the point that is not octal.
    CodeNotOctal = "codeNotOctal", BadState, ["field", "value"];
    /// Take-and-break: a code that is not a string.
    CodeNotString = "codeNotString", BadState, ["field", "value"],
        "{field} must be a string like \"0.77\", got {value}";
    /// Take-and-break: both `code` and `subtract` given.
    CodeAndSubtract = "codeAndSubtract", BadState, [];
    /// Take-and-break: an empty subtraction set.
    SubtractEmpty = "subtractEmpty", BadState, ["field"],
        "{field} must list at least one take";
    /// Take-and-break: a take listed twice in a subtraction set.
    SubtractRepeat = "subtractRepeat", BadState, ["field", "take"],
        "{field} repeats {take}: a subtraction set lists each take once";
    /// Heap values up to `size` that do not fit in memory (`total` bytes).
    ValuesOutOfMemory = "valuesOutOfMemory", TooLarge, ["size", "total"],
        "n is {size}: {total} bytes for the values do not fit in memory";
    /// A heap past the values worked out, with no period proved.
    HeapPastKnown = "heapPastKnown", TooLarge, ["field", "size", "max", "rule", "option"],
        "{field} is {size}: the values of {rule} are known up to {max} here, with no period proved by then; a larger {option} goes further";
    /// Misère take-and-break: a position past the exact search.
    MisereTooLarge = "misereTooLarge", TooLarge, ["rule", "heaps", "total", "fits", "option"];
    /// Take-and-break: leaves that do not add up to the heap less the take.
    LeaveSum = "leaveSum", IllegalMove, ["heap", "size", "take", "total"];
    /// Take-and-break: the rule does not let this take clear the heap.
    TakeWholeForbidden = "takeWholeForbidden", IllegalMove, ["heap", "size", "rule", "take"];
    /// Take-and-break: the rule does not let this take leave one heap.
    LeaveOneForbidden = "leaveOneForbidden", IllegalMove, ["heap", "size", "rule", "take"];
    /// Take-and-break: the rule does not let this take leave two non-empty heaps.
    SplitForbidden = "splitForbidden", IllegalMove, ["heap", "size", "rule", "take"];
    /// Take-and-break: a move that leaves more than two heaps.
    LeaveTooMany = "leaveTooMany", IllegalMove, ["heap", "size", "rule", "take", "count"];
    /// Grundy's game: a split into equal or empty heaps.
    SplitUnequal = "splitUnequal", IllegalMove, ["heap", "size"];
    /// `nimbers`: a game whose heaps have no sequence it lists.
    NimbersGame = "nimbersGame", BadState, ["value", "allowed"],
        "game must be one of {allowed} for nimbers: the nimbers of one heap of {value} are not a sequence nimbers() lists";
    /// `nimbers`: misère asked for.
    NimbersMisere = "nimbersMisere", BadState, [];
    /// `nimbers`: more values than it works out in one call.
    NimbersTooLarge = "nimbersTooLarge", TooLarge, ["size", "max"],
        "n is {size}; nimbers works out at most {max} values (n up to 67108863)";
    /// Misère take-and-break: a heap past the misère quotient worked out, in
    /// a position past the exact search.
    MisereQuotientShort = "misereQuotientShort", TooLarge, ["rule", "field", "size", "known", "order", "fits", "option"],
        "{field} is {size}: the misère quotient of {rule} is worked out here to heap {known} ({order} elements), and the exact search within one call's budget answers positions of up to {fits} in all; a larger {option} goes further";
    /// `quotient`: a heap past what the budget reaches.
    QuotientTooLarge = "quotientTooLarge", TooLarge, ["field", "rule", "size", "known", "order", "option"],
        "{field} is {size}: the misère quotient of {rule} is worked out here to heap {known} ({order} elements), and grows past this call's budget after it; a larger {option} goes further";
    /// `quotient`: a quotient with more elements than it works with.
    QuotientOrder = "quotientOrder", TooLarge, ["rule", "heap", "max"],
        "the misère quotient of {rule} passes {max} elements at heap {heap}";
    /// `quotient`: a game whose heaps have no quotient it works out.
    QuotientGame = "quotientGame", BadState, ["value", "allowed"],
        "game must be one of {allowed} for quotient: {value} is not a game of heaps under one take-and-break rule";
    /// `quotient`: n past the largest Φ it lists.
    QuotientN = "quotientN", TooLarge, ["field", "size", "max"],
        "{field} is {size}: quotient lists Φ up to heap {max}";
    /// `nimbers`: more values than fit one call's memory.
    NimbersPastMemory = "nimbersPastMemory", TooLarge, ["size", "total", "max", "fits", "option"],
        "n is {size}: its values need {total} bytes, past one call's budget of {max}: n up to {fits} fits, and a larger {option} lets more fit";
    /// Sum: a part of a game without nimbers (odd-even).
    SumOddEven = "sumOddEven", BadState, ["field"],
        "{field} is \"odd-even\": who wins it depends on what each player holds, \
        so its positions have no nimber and cannot be part of a sum";
    /// Sum: a part that is itself a sum.
    SumNested = "sumNested", BadState, ["field"],
        "{field} is \"sum\": list the parts of the inner sum in this one instead";
    /// Sum: a part with its own `misere: true`.
    SumPartMisere = "sumPartMisere", BadState, ["field"],
        "{field} is true: a part plays by the sum's rule; \
        set misere on the sum instead";
    /// Sum: a move in a part that is not there.
    NoSuchPart = "noSuchPart", IllegalMove, ["part", "count"],
        "move.part {part} is not a part; there are {count}";
    /// Sum: a part whose nimber is past what nimlab knows, and the sum's
    /// outcome not decided without it.
    SumNimberUnknown = "sumNimberUnknown", TooLarge, ["field", "part"];
    /// Sum: misère play past the closed forms and the exact search.
    SumMisereTooLarge = "sumMisereTooLarge", TooLarge, ["max"],
        "this misère sum is past the exact search (at most {max} positions, within one call's budget); \
        misère sums are solved beyond it only when every part is Nim, every part is Kayles, \
        or every part is one take-and-break rule (or Grundy's game) whose misère quotient \
        reaches every heap";
    /// Sum: `moves()` would write too many counts (moves × the sum's counts).
    SumTooManySizes = "sumTooManySizes", TooLarge, ["count", "sizes", "max"],
        "this sum's {count} moves or more each leave {sizes} counts; \
        moves() writes at most {max} in all";
    /// More steps of work than one call's budget.
    WorkTooLarge = "workTooLarge", TooLarge, ["max", "option"],
        "this needs more than {max} steps of work, the budget of one call; {option} raises it";
    /// More memory than one call's budget.
    MemoryTooLarge = "memoryTooLarge", TooLarge, ["max", "option"],
        "this needs more than {max} bytes of memory, the budget of one call; {option} raises it";
}

impl PartialEq for Error {
    /// Equal errors say the same, however their message was made.
    fn eq(&self, other: &Error) -> bool {
        (self.kind, self.key, &self.params, &self.message)
            == (other.kind, other.key, &other.params, &other.message)
    }
}

/// The result type of every fallible call in nimlab.
pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    /// An error of `key`, its English `message`; add each of
    /// [`ErrorKey::params`] with [`Error::with`].
    pub fn new(key: ErrorKey, message: impl Into<String>) -> Error {
        Error::keyed(key, message.into())
    }

    /// An error of `key` whose English message is the key's
    /// [template](ErrorKey::template) with each `{name}` replaced by the
    /// parameter `name` (as [`Value::write_text`] writes it) once
    /// [`Error::with`] adds it. The messages stand together in the table of
    /// keys above, beside the parameters they name. Inlined, as
    /// [`ErrorKey::template`] is, so that each site keeps only its own
    /// message: a build without a game leaves that game's messages out
    /// (docs/DESIGN.md, "Size").
    #[inline(always)]
    pub fn of(key: ErrorKey) -> Error {
        // A key without a message in the table is raised with its own words (`new`, `worded`).
        debug_assert!(
            key.template().is_some(),
            "{key:?} has no message in the table"
        );
        Error::worded(key, key.template().unwrap_or(""))
    }

    /// As [`Error::of`], in other words than the key's template: a message
    /// that says where it was raised (the game's field, a sum's limit).
    #[inline(never)]
    pub fn worded(key: ErrorKey, template: &'static str) -> Error {
        let mut error = Error::keyed(key, template.into());
        error.template = Some(template);
        error
    }

    // One copy in the wasm, not one per call site.
    #[inline(never)]
    fn keyed(key: ErrorKey, message: String) -> Error {
        Error {
            kind: key.kind(),
            key: Some(key),
            params: Vec::new(),
            message,
            template: None,
        }
    }

    /// The error with the parameter `name` set to `value`.
    pub fn with(self, name: &'static str, value: impl Into<Value>) -> Error {
        self.with_value(name, value.into())
    }

    #[inline(never)]
    fn with_value(mut self, name: &'static str, value: Value) -> Error {
        self.params.push((name, value));
        if let Some(template) = self.template {
            self.message = render(template, &self.params);
        }
        self
    }

    /// A state (or an argument) that is malformed or out of range, without a
    /// key: the page can only show its English message. Prefer [`Error::new`].
    pub fn bad_state(message: impl Into<String>) -> Error {
        Error::unkeyed(ErrorKind::BadState, message)
    }

    /// A `game` field naming no game nimlab knows, without a key. Prefer
    /// [`Error::new`].
    pub fn unknown_game(message: impl Into<String>) -> Error {
        Error::unkeyed(ErrorKind::UnknownGame, message)
    }

    /// A move that the rules do not allow, without a key. Prefer
    /// [`Error::new`].
    pub fn illegal_move(message: impl Into<String>) -> Error {
        Error::unkeyed(ErrorKind::IllegalMove, message)
    }

    /// Work that would exceed a documented budget, without a key. Prefer
    /// [`Error::new`].
    pub fn too_large(message: impl Into<String>) -> Error {
        Error::unkeyed(ErrorKind::TooLarge, message)
    }

    fn unkeyed(kind: ErrorKind, message: impl Into<String>) -> Error {
        Error {
            kind,
            key: None,
            params: Vec::new(),
            message: message.into(),
            template: None,
        }
    }

    /// The stable code the JS binding puts on the thrown `Error`.
    pub fn code(&self) -> &'static str {
        match self.kind {
            ErrorKind::BadState => "bad-state",
            ErrorKind::UnknownGame => "unknown-game",
            ErrorKind::IllegalMove => "illegal-move",
            ErrorKind::TooLarge => "too-large",
        }
    }

    /// The message without the code, in English.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// The message's key for a translator; `None` only for an error made by
    /// one of the keyless constructors.
    pub fn key(&self) -> Option<ErrorKey> {
        self.key
    }

    /// The values the message names, by the names [`ErrorKey::params`] lists:
    /// the field's path (`heaps[0]`), the value as typed (`"abc"`), limits.
    pub fn params(&self) -> &[(&'static str, Value)] {
        &self.params
    }

    /// `{key, params}` for the binding: what a page needs to write the
    /// message in the reader's language; `Null` without a key.
    pub fn detail(&self) -> Value {
        match self.key {
            None => Value::Null,
            Some(key) => Value::object(&mut [
                ("key", Value::from(key.name())),
                ("params", Value::object(&mut self.params.clone())),
            ]),
        }
    }
}

/// `template` with each `{name}` of `params` replaced by its value's text;
/// a `{…}` naming no parameter stays as written. Rendered from the template
/// each time, so a value's own text is never read as a placeholder.
fn render(template: &str, params: &[(&'static str, Value)]) -> String {
    let mut out = String::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        // `get`, not `split_at`: a slicing panic would pull in kilobytes of formatting.
        out.push_str(rest.get(..open).unwrap_or_default());
        let from = rest.get(open..).unwrap_or_default();
        let found = from.find('}').and_then(|close| {
            let name = from.get(1..close)?;
            let (_, value) = params.iter().find(|(n, _)| *n == name)?;
            Some((close, value))
        });
        match found {
            Some((close, value)) => {
                value.write_text(&mut out);
                rest = from.get(close + 1..).unwrap_or_default();
            }
            None => {
                out.push('{');
                rest = from.get(1..).unwrap_or_default();
            }
        }
    }
    out.push_str(rest);
    out
}

/// `moves()` refusing a position with `count` moves (written in decimal),
/// past the `max` it lists.
pub fn too_many_moves(count: String, max: usize) -> Error {
    Error::of(ErrorKey::TooManyMoves)
        .with("count", count)
        .with("max", max)
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_template_takes_each_value_as_written() {
        let err = Error::worded(ErrorKey::NotBool, "{field} must be {x}, got {value}")
            .with("field", "{value}")
            .with("value", 7u64);
        assert_eq!(err.message(), "{value} must be {x}, got 7");
    }

    /// The message of `NimbersTooLarge` writes MAX_NIMBERS − 1 as a number.
    #[cfg(feature = "take-and-break")]
    #[test]
    fn the_nimbers_limit_is_written_as_it_is() {
        assert_eq!(crate::api::MAX_NIMBERS - 1, 67_108_863);
    }

    /// A template names only its key's parameters, each `{name}` once
    /// filled in by [`Error::with`]; the translations name the same ones.
    #[test]
    fn every_template_names_its_parameters() {
        let mut templates = 0;
        for key in ErrorKey::ALL {
            let Some(template) = key.template() else {
                continue;
            };
            templates += 1;
            let mut rest = template;
            while let Some(open) = rest.find('{') {
                let close = rest[open..].find('}').map_or(rest.len(), |c| open + c);
                let name = &rest[open + 1..close];
                assert!(
                    key.params().contains(&name),
                    "{}: {{{name}}} is not among {:?}",
                    key.name(),
                    key.params()
                );
                rest = &rest[close..];
            }
        }
        assert!(templates >= 60);
    }

    #[test]
    fn every_key_is_named_once() {
        let mut names: Vec<&str> = ErrorKey::ALL.iter().map(|k| k.name()).collect();
        let count = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), count);
    }

    /// Every error the core makes has a key: the keyless constructors are
    /// kept for code written before keys, and no source of the core calls
    /// them (nor a helper named `illegal` wrapping one).
    #[test]
    fn the_core_makes_no_keyless_error() {
        let keyless = [
            "Error::bad_state(",
            "Error::unknown_game(",
            "Error::illegal_move(",
            "Error::too_large(",
            " illegal(",
            "(illegal(",
        ];
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = vec![src.clone()];
        let mut read = 0;
        while let Some(path) = files.pop() {
            if path.is_dir() {
                for entry in std::fs::read_dir(&path).unwrap() {
                    files.push(entry.unwrap().path());
                }
                continue;
            }
            if path.ends_with("error.rs") || path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            read += 1;
            let code = text
                .lines()
                .filter(|line| !line.contains("fn ") && !line.trim_start().starts_with("//"));
            for line in code {
                for call in keyless {
                    assert!(
                        !line.contains(call),
                        "{}: {line}: give the error an ErrorKey",
                        path.display()
                    );
                }
            }
        }
        assert!(read >= 10);
    }
}
