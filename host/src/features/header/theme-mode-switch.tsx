import styled from 'styled-components';
import { type ThemeMode, useThemeMode } from '@site/ui';

const NEXT_MODE: Record<ThemeMode, ThemeMode> = { system: 'light', light: 'dark', dark: 'system' };

const Switch = styled.button`
  min-width: 2.75rem;
  height: 2.75rem;
  padding: 0 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  font-size: 0.8rem;
  text-transform: capitalize;
`;

/** Light, dark or follow the system (docs/product.md#theme-mode): one button that cycles through the three. */
export function ThemeModeSwitch() {
  const { mode, setMode } = useThemeMode();
  return (
    <Switch
      type="button"
      aria-label={`Colour theme: ${mode}. Switch to ${NEXT_MODE[mode]}`}
      onClick={() => setMode(NEXT_MODE[mode])}
    >
      {mode}
    </Switch>
  );
}
