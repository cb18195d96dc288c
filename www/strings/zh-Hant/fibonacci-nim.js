// 繁體中文 (zh-Hant): Fibonacci Nim: its drawing and its Why panel.
export default {
  fibonacciHelp: '點從上面數第 i 顆，就取走 i 顆。第一次可取任意顆，但不能全取；之後每次最多取對方上一次的 {m} 倍。',
  fibonacciOpening: '第一次：可取 1 到 {limit} 顆。',
  fibonacciLimit: '對方上次取 {last} 顆：你可取 1 到 {m} × {last} 顆，這裡最多 {limit} 顆。',
  fibonacciSequence: '{m} 倍規則下先手必輸的堆數',
  fibonacciRule2: '雙倍規則下，先手必輸的堆數正是費氏數列：H(j+1) = H(j) + H(j−1)。',
  fibonacciRuleM: 'Schwenk（1970）：H(1) = 1，H(j+1) = H(j) + H(l)，l 是使 {m} × H(l) ≥ H(j) 的最小足碼。',
  fibonacciRepresentation: '把堆數由大到小寫成這些數的和：{n} = {sum}。',
  fibonacciDigits: '寫成數字（最大的項在前）：{digits}',
  'fibonacciCase_game-over': '石子取完了：遊戲結束。',
  'fibonacciCase_no-move': '不能再取：輪到的人輸了。',
  'fibonacciCase_within-limit': '最小的一項 {smallest} 不超過上限 {limit}：取走它，對方就處於必輸的局面。',
  'fibonacciCase_beyond-limit': '最小的一項 {smallest} 超過上限 {limit}：對方不犯錯時怎麼取都輸。少取一些，以拖待變。',
  fibonacciWinningTake: '必勝的取法：取 {take} 顆。',
  fibonacciQuestion: '001 最後問：三倍規則、100 顆石子，誰勝？答案：先手勝，而且第一次只有取 3 顆或 24 顆才能必勝（m = 3 時 H 是 1, 2, 3, 4, 6, 8, 11, 15, 21, 29, 40, 55, 76, 105, …，而 100 = 76 + 21 + 3）。',
};
