// English: Grundy's game: its drawing (the rest is the octal part).
export default {
  grundyHelp: 'Click a gap between two tokens to split the heap there into two heaps of different sizes.',
  grundySplitOff: 'Tokens to split off heap {heap}',
};
