import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { LAYOUT_STYLES, THEME_NAMES, type TShellSettings } from '@pesquisemais/shared';
import { confirm } from '@/components/confirm-dialog/confirm-store';
import { useShellSettings } from '@/shell/settings/shell-settings-context';
import { RadioSetting, SelectSetting, SwitchSetting } from './setting-controls';

type TBarKey = 'toolbar' | 'footer';
const BAR_LABELS: Record<TBarKey, string> = { toolbar: 'Barra superior', footer: 'Rodapé' };
const THEME_AREAS: ReadonlyArray<{ key: keyof TShellSettings['theme']; label: string }> = [
  { key: 'main', label: 'Tema principal' },
  { key: 'navbar', label: 'Tema do menu lateral' },
  { key: 'toolbar', label: 'Tema da barra superior' },
  { key: 'footer', label: 'Tema do rodapé' },
];

/** The layout and theme choices (Theme Settings drawer and Settings > Aparência); each change is saved. */
export function ThemeSettingsForm() {
  const { settings, update, reset } = useShellSettings();
  const { config } = settings.layout;
  const handleReset = async () => {
    const isConfirmed = await confirm({
      title: 'Restaurar padrões?',
      message: 'O layout e os temas voltam às configurações iniciais.',
      confirmText: 'Restaurar',
    });
    if (isConfirmed) reset();
  };
  const setConfig = (patch: Parameters<typeof update>[0]['layout']) => update({ layout: patch });

  return (
    <>
      <RadioSetting
        label="Estilo do layout"
        value={settings.layout.style}
        options={LAYOUT_STYLES.map((style) => ({ value: style, label: style }))}
        onChange={(style) => update({ layout: { style } })}
      />
      <RadioSetting
        label="Modo"
        value={config.mode}
        options={[
          { value: 'boxed', label: 'Boxed' },
          { value: 'fullwidth', label: 'Largura total' },
          { value: 'container', label: 'Container' },
        ]}
        onChange={(mode) => setConfig({ config: { mode } })}
      />
      <RadioSetting
        label="Rolagem"
        value={config.scroll}
        options={[
          { value: 'body', label: 'Página' },
          { value: 'content', label: 'Conteúdo' },
        ]}
        onChange={(scroll) => setConfig({ config: { scroll } })}
      />
      <SwitchSetting
        label="Mostrar menu lateral"
        checked={config.navbar.display}
        onChange={(display) => setConfig({ config: { navbar: { display } } })}
      />
      <SwitchSetting
        label="Menu lateral recolhido"
        checked={config.navbar.folded}
        onChange={(folded) => setConfig({ config: { navbar: { folded } } })}
      />
      {(['toolbar', 'footer'] as const).map((bar) => (
        <Box key={bar} sx={{ mt: 1 }}>
          <SwitchSetting
            label={`Mostrar ${BAR_LABELS[bar].toLowerCase()}`}
            checked={config[bar].display}
            onChange={(display) => setConfig({ config: { [bar]: { display } } })}
          />
          <RadioSetting
            label={`${BAR_LABELS[bar]}: estilo`}
            value={config[bar].style}
            options={[
              { value: 'fixed', label: 'Fixo' },
              { value: 'static', label: 'Estático' },
            ]}
            onChange={(style) => setConfig({ config: { [bar]: { style } } })}
          />
          <RadioSetting
            label={`${BAR_LABELS[bar]}: posição`}
            value={config[bar].position}
            options={[
              { value: 'above', label: 'Acima' },
              { value: 'below', label: 'Abaixo' },
            ]}
            onChange={(position) => setConfig({ config: { [bar]: { position } } })}
          />
        </Box>
      ))}
      <Divider sx={{ my: 2 }} />
      {THEME_AREAS.map(({ key, label }) => (
        <SelectSetting
          key={key}
          label={label}
          value={settings.theme[key]}
          options={THEME_NAMES}
          onChange={(name) => update({ theme: { [key]: name } })}
        />
      ))}
      <Button variant="outlined" fullWidth onClick={handleReset}>
        Restaurar padrões
      </Button>
    </>
  );
}
