// 简体中文 (zh-Hans): Fibonacci Nim: its drawing and its Why panel.
export default {
  fibonacciHelp: '点从上面数第 i 颗，就取走 i 颗。第一次可取任意颗，但不能全取；之后每次最多取对方上一次的 {m} 倍。',
  fibonacciOpening: '第一次：可取 1 到 {limit} 颗。',
  fibonacciLimit: '对方上次取 {last} 颗：你可取 1 到 {m} × {last} 颗，这里最多 {limit} 颗。',
  fibonacciSequence: '{m} 倍规则下先手必输的堆数',
  fibonacciRule2: '双倍规则下，先手必输的堆数正是费氏数列：H(j+1) = H(j) + H(j−1)。',
  fibonacciRuleM: 'Schwenk（1970）：H(1) = 1，H(j+1) = H(j) + H(l)，l 是使 {m} × H(l) ≥ H(j) 的最小足码。',
  fibonacciRepresentation: '把堆数由大到小写成这些数的和：{n} = {sum}。',
  fibonacciDigits: '写成数字（最大的项在前）：{digits}',
  'fibonacciCase_game-over': '石子取完了：游戏结束。',
  'fibonacciCase_no-move': '不能再取：轮到的人输了。',
  'fibonacciCase_within-limit': '最小的一项 {smallest} 不超过上限 {limit}：取走它，对方就处于必输的局面。',
  'fibonacciCase_beyond-limit': '最小的一项 {smallest} 超过上限 {limit}：对方不犯错时怎么取都输。少取一些，以拖待变。',
  fibonacciWinningTake: '必胜的取法：取 {take} 颗。',
  fibonacciQuestion: '001 最后问：三倍规则、100 颗石子，谁胜？答案：先手胜，而且第一次只有取 3 颗或 24 颗才能必胜（m = 3 时 H 是 1, 2, 3, 4, 6, 8, 11, 15, 21, 29, 40, 55, 76, 105, …，而 100 = 76 + 21 + 3）。',
};
