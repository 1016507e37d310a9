export { PLAYER_FILTER_DEBOUNCE_MS, PlayerPicker, type PlayerPickerFilters, type PlayerPickerProps, type PlayerPickerTeam } from './PlayerPicker.tsx';
