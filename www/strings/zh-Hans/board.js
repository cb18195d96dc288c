// 简体中文 (zh-Hans): what every board needs, in the playground and in <nimlab-game>.
export default {
  // The board
  board: '棋盘',
  undo: '悔棋',
  redo: '重做',
  restart: '重新开始',
  hints: '显示提示',
  why: '为什么',
  historyTitle: '走法纪录',
  loading: '正在加载求解器…',
  loadFailed: '求解器无法加载：{error}',
  error: '错误：{error}',
  yourTurn: '轮到你。',
  playerTurn: '轮到玩家 {player}。',
  thinking: '电脑思考中…',
  stop: '停止',
  stopped: '电脑已停止思考。可以悔棋或重新开始。',
  youWin: '你赢了！',
  computerWins: '电脑赢了。',
  playerWins: '玩家 {player} 赢了！',
  you: '你',
  computer: '电脑',
  playerN: '玩家 {player}',
  youMoved: '你：{move}。',
  computerMoved: '电脑：{move}。',
  playerMoved: '玩家 {player}：{move}。',
  positionP: '安全状态（P）：轮到的人在双方都不犯错时必输；对留下它的人是安全的。',
  positionN: '不安全状态（N）：轮到的人有必胜的走法。',
  remoteness: '距终局 {n} 步（双方都走最佳着）。',
  bestMove: '最佳走法：{move}。',
  hintLegend: '绿色：走后留下安全状态（P），必胜。红色：走后留下不安全状态（N）。',

  // <nimlab-game>: a state attribute it cannot play
  stateMissing: '这个 <nimlab-game> 没有 state 属性：请用 JSON 给出起始局面，例如 state=\'{"game":"nim","heaps":[3,4,5]}\'。',
  stateNotJson: 'state 属性不是合法的 JSON：{error}',
  badState: '这个局面无法开始：{error}',

  // Any game without a drawing of its own
  genericMoves: '走法',

  // Shared by several games' drawings
  emptyRow: '（空）',
  stonesLeft: '这堆还有 {n} 颗',
  takeButton: '取',
  takeHowMany: '要取几颗',
  takeStones: '取 {n} 颗',
  pileLabel: '{n} 颗的一堆',
  moveTake: '取 {n} 颗',
  firstPlayer: '先手',
  secondPlayer: '后手',

  // The session: analysis, the Why panel's answer on request, hint marks, practice
  analysing: '正在分析局面…',
  reveal: '告诉我一步必胜的走法',
  practiceTitle: '练习',
  leavesSafe: '{move}：留下安全状态',
  leavesUnsafe: '{move}：留下不安全状态',
  practiceKept: '走得好：你保住了胜局。',
  practiceLost: '这一步把胜局让给了对方。',
  practiceDelayed: '这是必输的局面；这一步让对方赢得最辛苦。',
  practiceHurried: '这是必输的局面，而这一步让对方赢得比必要的更快。',
  practiceScore: '得分：{all} 步中有 {kept} 步走得好。',
};
