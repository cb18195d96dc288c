// 繁體中文 (zh-Hant): Grundy's game: its drawing (the rest is the octal part).
export default {
  grundyHelp: '點兩顆之間的空隙，就從那裡把這堆分成大小不同的兩堆。',
  grundySplitOff: '從第 {heap} 堆分出幾顆',
};
