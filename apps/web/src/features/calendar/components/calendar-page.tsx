import type { DateSelectArg, EventChangeArg, EventClickArg } from '@fullcalendar/core';
import ptBrLocale from '@fullcalendar/core/locales/pt-br';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import luxonPlugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BUSINESS_TIME_ZONE } from '@pesquisemais/shared';
import { useState } from 'react';
import { useEventMutations } from '../api/event-mutations';
import { useCalendarEvents } from '../api/get-events';
import { EventDialog, type TEventDraft } from './event-dialog';

const HOUR = 3_600_000;

/** The user's calendar (FullCalendar, pt-BR, São Paulo time): month/week/day, select to create, drag to move. */
export default function CalendarPage() {
  const { data: events } = useCalendarEvents();
  const { save } = useEventMutations();
  const [draft, setDraft] = useState<TEventDraft | null>(null);

  const handleSelect = (selection: DateSelectArg) => {
    selection.view.calendar.unselect();
    setDraft({
      title: '',
      allDay: selection.allDay,
      start: selection.start.toISOString(),
      end: selection.end.toISOString(),
      desc: '',
    });
  };
  const handleClick = ({ event }: EventClickArg) => {
    const start = event.start ?? new Date();
    setDraft({
      id: event.id,
      title: event.title,
      allDay: event.allDay,
      start: start.toISOString(),
      end: (event.end ?? new Date(start.getTime() + HOUR)).toISOString(),
      desc: String(event.extendedProps.desc ?? ''),
    });
  };
  // Moving or resizing saves at once; a refused change puts the event back.
  const handleChange = ({ event, revert }: EventChangeArg) => {
    const start = event.start ?? new Date();
    save.mutate(
      {
        id: event.id,
        title: event.title,
        allDay: event.allDay,
        start: start.toISOString(),
        end: (event.end ?? new Date(start.getTime() + (event.allDay ? 24 * HOUR : HOUR))).toISOString(),
        desc: String(event.extendedProps.desc ?? ''),
      },
      { onError: revert },
    );
  };
  const handleNew = () => {
    const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR);
    setDraft({
      title: '',
      allDay: false,
      start: start.toISOString(),
      end: new Date(start.getTime() + HOUR).toISOString(),
      desc: '',
    });
  };

  return (
    <Box sx={{ p: { xs: 1, md: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          Calendário
        </Typography>
        <Button variant="contained" onClick={handleNew}>
          Novo evento
        </Button>
      </Box>
      <Paper
        sx={{
          p: 2,
          '& .fc': { fontFamily: 'inherit' },
          // FullCalendar fades other months' days to 1.9:1; the theme's secondary text keeps them readable.
          '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: 'text.secondary' },
        }}
      >
        <FullCalendar
          plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin, luxonPlugin]}
          locale={ptBrLocale}
          timeZone={BUSINESS_TIME_ZONE}
          initialView="dayGridMonth"
          // Words instead of FullCalendar's icon fonts, whose role="img" spans carry no name.
          buttonIcons={false}
          buttonText={{ prev: 'Anterior', next: 'Próximo' }}
          headerToolbar={{
            left: 'prev,next today',
            center: 'title',
            right: 'dayGridMonth,timeGridWeek,timeGridDay',
          }}
          height="auto"
          selectable
          selectMirror
          editable
          dayMaxEvents
          events={(events ?? []).map((event) => ({
            id: event.id,
            title: event.title,
            allDay: event.allDay,
            start: event.start,
            end: event.end,
            extendedProps: { desc: event.desc },
          }))}
          select={handleSelect}
          eventClick={handleClick}
          eventChange={handleChange}
        />
      </Paper>
      {draft && <EventDialog initial={draft} onClose={() => setDraft(null)} />}
    </Box>
  );
}
