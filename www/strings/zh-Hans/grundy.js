// 简体中文 (zh-Hans): Grundy's game: its drawing (the rest is the octal part).
export default {
  grundyHelp: '点两颗之间的空隙，就从那里把这堆分成大小不同的两堆。',
  grundySplitOff: '从第 {heap} 堆分出几颗',
};
