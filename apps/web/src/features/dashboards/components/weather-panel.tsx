import CloudOutlined from '@mui/icons-material/CloudOutlined';
import ThunderstormOutlined from '@mui/icons-material/ThunderstormOutlined';
import UmbrellaOutlined from '@mui/icons-material/UmbrellaOutlined';
import WbSunnyOutlined from '@mui/icons-material/WbSunnyOutlined';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BUSINESS_TIME_ZONE, type TWeatherCity, WEATHER_CONDITIONS } from '@pesquisemais/shared';
import { useState } from 'react';
import { Panel } from './live-panels';

const ICONS = {
  sun: WbSunnyOutlined,
  clouds: CloudOutlined,
  rain: UmbrellaOutlined,
  storm: ThunderstormOutlined,
};
const weekday = new Intl.DateTimeFormat('pt-BR', { weekday: 'short', timeZone: BUSINESS_TIME_ZONE });
const updated = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: BUSINESS_TIME_ZONE,
});
const degrees = (value: number) => `${Math.round(value)} °C`;

function ConditionIcon({ condition, size }: { condition: TWeatherCity['condition']; size: number }) {
  const Icon = ICONS[condition];
  return <Icon aria-hidden sx={{ fontSize: size, color: 'text.secondary' }} />;
}

/** The weather where the field teams interview: now and the next days, city by city. */
export function WeatherPanel({ cities }: { cities: TWeatherCity[] }) {
  const [chosen, setChosen] = useState(0);
  const city = cities[chosen] ?? cities[0];
  if (!city)
    return (
      <Panel title="Clima nas praças de campo">
        <Typography color="text.secondary">Nenhuma cidade cadastrada.</Typography>
      </Panel>
    );
  return (
    <Panel title="Clima nas praças de campo">
      <TextField
        select
        size="small"
        label="Cidade"
        value={chosen}
        onChange={(event) => setChosen(Number(event.target.value))}
        fullWidth
      >
        {cities.map((entry, index) => (
          <MenuItem key={`${entry.city}-${entry.uf}`} value={index}>
            {`${entry.city} (${entry.uf})`}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2 }}>
        <ConditionIcon condition={city.condition} size={48} />
        <Box>
          <Typography variant="h4" component="p" data-testid="weather-now">
            {degrees(city.temperature)}
          </Typography>
          <Typography color="text.secondary">{WEATHER_CONDITIONS[city.condition]}</Typography>
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {`Umidade ${city.humidity}% · Vento ${city.windKmh} km/h`}
      </Typography>
      <Box
        component="ul"
        aria-label="Próximos dias"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 0.5 }}
      >
        {city.forecast.map((day, index) => {
          const when = new Date(Date.now() + (index + 1) * 86_400_000);
          return (
            <Box
              component="li"
              key={when.toISOString()}
              sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
            >
              <Typography variant="body2" sx={{ width: 48, textTransform: 'capitalize' }}>
                {weekday.format(when).replace('.', '')}
              </Typography>
              <ConditionIcon condition={day.condition} size={20} />
              <Typography variant="body2" sx={{ flex: 1 }}>
                {WEATHER_CONDITIONS[day.condition]}
              </Typography>
              <Typography variant="body2">{`${degrees(day.min)} / ${degrees(day.max)}`}</Typography>
            </Box>
          );
        })}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {`Atualizado em ${updated.format(new Date(city.updatedAt))}`}
      </Typography>
    </Panel>
  );
}
