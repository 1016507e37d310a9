export { PlayerInfo, playerStatNames, type PlayerInfoProps, type PlayerInfoTab, type PlayerInfoView, type PlayerNewsItem, type PlayerStat, type PlayerStatName } from './PlayerInfo.tsx';
