/** The theme flag: false (light) by default, true for dark. Persisted by the store. */
import { createSlice } from '@reduxjs/toolkit';

export type ThemeState = { isDarkMode: boolean };

export const initialThemeState: ThemeState = { isDarkMode: false };

const themeSlice = createSlice({
  name: 'theme',
  initialState: initialThemeState,
  reducers: {
    toggleTheme: (state) => {
      state.isDarkMode = !state.isDarkMode;
    },
  },
});

export const { toggleTheme } = themeSlice.actions;
export const themeReducer = themeSlice.reducer;

export const selectIsDarkMode = (state: { theme: ThemeState }) => state.theme.isDarkMode;
