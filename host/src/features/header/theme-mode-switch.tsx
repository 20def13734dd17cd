import styled from 'styled-components';
import { type ThemeMode, useThemeMode } from '@site/ui';
import { useWords } from '../../lib/words';

const NEXT_MODE: Record<ThemeMode, ThemeMode> = { system: 'light', light: 'dark', dark: 'system' };

const MODE_NAMES = { system: 'theme.system', light: 'theme.light', dark: 'theme.dark' } as const satisfies Record<
  ThemeMode,
  string
>;

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
  const t = useWords();
  const { mode, setMode } = useThemeMode();
  const name = t(MODE_NAMES[mode]);
  return (
    <Switch
      type="button"
      aria-label={t('theme.switch', { mode: name, next: t(MODE_NAMES[NEXT_MODE[mode]]) })}
      onClick={() => setMode(NEXT_MODE[mode])}
    >
      {name}
    </Switch>
  );
}
