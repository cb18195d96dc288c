// 繁體中文 (zh-Hant): what every board needs, in the playground and in <nimlab-game>.
export default {
  // The board
  board: '棋盤',
  undo: '悔棋',
  redo: '重做',
  restart: '重新開始',
  hints: '顯示提示',
  why: '為什麼',
  historyTitle: '走法紀錄',
  loading: '正在載入求解器…',
  loadFailed: '求解器無法載入：{error}',
  error: '錯誤：{error}',
  yourTurn: '輪到你。',
  playerTurn: '輪到玩家 {player}。',
  thinking: '電腦思考中…',
  stop: '停止',
  stopped: '電腦已停止思考。可以悔棋或重新開始。',
  youWin: '你贏了！',
  computerWins: '電腦贏了。',
  playerWins: '玩家 {player} 贏了！',
  you: '你',
  computer: '電腦',
  playerN: '玩家 {player}',
  youMoved: '你：{move}。',
  computerMoved: '電腦：{move}。',
  playerMoved: '玩家 {player}：{move}。',
  positionP: '安全狀態（P）：輪到的人在雙方都不犯錯時必輸；對留下它的人是安全的。',
  positionN: '不安全狀態（N）：輪到的人有必勝的走法。',
  remoteness: '距終局 {n} 步（雙方都走最佳著）。',
  bestMove: '最佳走法：{move}。',
  hintLegend: '綠色：走後留下安全狀態（P），必勝。紅色：走後留下不安全狀態（N）。',

  // <nimlab-game>: a state attribute it cannot play
  stateMissing: '這個 <nimlab-game> 沒有 state 屬性：請用 JSON 給出起始局面，例如 state=\'{"game":"nim","heaps":[3,4,5]}\'。',
  stateNotJson: 'state 屬性不是合法的 JSON：{error}',
  badState: '這個局面無法開始：{error}',

  // Any game without a drawing of its own
  genericMoves: '走法',

  // Shared by several games' drawings
  emptyRow: '（空）',
  stonesLeft: '這堆還有 {n} 顆',
  takeButton: '取',
  takeHowMany: '要取幾顆',
  takeStones: '取 {n} 顆',
  pileLabel: '{n} 顆的一堆',
  moveTake: '取 {n} 顆',
  firstPlayer: '先手',
  secondPlayer: '後手',

  // The session: analysis, the Why panel's answer on request, hint marks, practice
  analysing: '正在分析局面…',
  reveal: '告訴我一步必勝的走法',
  practiceTitle: '練習',
  leavesSafe: '{move}：留下安全狀態',
  leavesUnsafe: '{move}：留下不安全狀態',
  practiceKept: '走得好：你保住了勝局。',
  practiceLost: '這一步把勝局讓給了對方。',
  practiceDelayed: '這是必輸的局面；這一步讓對方贏得最辛苦。',
  practiceHurried: '這是必輸的局面，而這一步讓對方贏得比必要的更快。',
  practiceScore: '得分：{all} 步中有 {kept} 步走得好。',
};
