// English: what every board needs, in the playground and in <nimlab-game>.
export default {
  // The board
  board: 'Board',
  undo: 'Undo',
  redo: 'Redo',
  restart: 'Restart',
  hints: 'Show hints',
  why: 'Why',
  historyTitle: 'Moves',
  loading: 'Loading the solver…',
  loadFailed: 'The solver could not load: {error}',
  error: 'Error: {error}',
  yourTurn: 'Your move.',
  playerTurn: 'Player {player} to move.',
  thinking: 'The computer is thinking…',
  stop: 'Stop',
  stopped: 'The computer stopped thinking. Undo or restart to go on.',
  youWin: 'You win!',
  computerWins: 'The computer wins.',
  playerWins: 'Player {player} wins!',
  you: 'you',
  computer: 'computer',
  playerN: 'player {player}',
  youMoved: 'You: {move}.',
  computerMoved: 'Computer: {move}.',
  playerMoved: 'Player {player}: {move}.',
  positionP: 'P-position: the player to move loses with perfect play (a safe position for whoever left it).',
  positionN: 'N-position: the player to move can force a win.',
  remoteness: 'Remoteness {n}: moves to the end with perfect play.',
  bestMove: 'Best move: {move}.',
  hintLegend: 'Green: the move leaves a safe (P) position and wins. Red: it leaves an unsafe (N) position.',

  // <nimlab-game>: a state attribute it cannot play
  stateMissing: 'This <nimlab-game> has no state attribute: give it the starting position as JSON, e.g. state=\'{"game":"nim","heaps":[3,4,5]}\'.',
  stateNotJson: 'The state attribute is not JSON: {error}',
  badState: 'This position cannot be played: {error}',

  // Any game without a drawing of its own
  genericMoves: 'Moves',

  // Shared by several games' drawings
  emptyRow: '(empty)',
  stonesLeft: '{n} stones in the pile',
  takeButton: 'Take',
  takeHowMany: 'How many to take',
  takeStones: 'take {n}',
  pileLabel: 'pile of {n}',
  moveTake: 'take {n}',
  firstPlayer: 'first player',
  secondPlayer: 'second player',

  // The session: analysis, the Why panel's answer on request, hint marks, practice
  analysing: 'Working out the position…',
  reveal: 'Show me a winning move',
  practiceTitle: 'Practice',
  leavesSafe: '{move}: leaves a safe position',
  leavesUnsafe: '{move}: leaves an unsafe position',
  practiceKept: 'Well played: you kept the win.',
  practiceLost: 'That move gave the win away.',
  practiceDelayed: 'The position was lost; that move makes your opponent\'s win as hard as it can be.',
  practiceHurried: 'The position was lost, and that move lets your opponent win sooner than they had to.',
  practiceScore: 'Score: {kept} of your {all} moves were the best.',
};
