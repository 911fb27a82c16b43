// The agency's details before staff enter any. A module of its own: the public remote's home chunk needs the agency's
// helpers (agency.ts), and only the shell (whose platform reads it when a page carries no details) needs this.
import { HORARIO_VISITAS_INICIAL, type Inmobiliaria } from './agency.js';

/** What an empty database shows: the agency's data are the agency's to enter, never sample texts. */
export const INMOBILIARIA_NEUTRA: Inmobiliaria = {
  nombre: 'Inmobiliaria',
  direccion: '',
  localidad: '',
  horario: '',
  telefono: '',
  whatsapp: '',
  telefonoE164: null,
  whatsappE164: null,
  email: '',
  matricula: '',
  colegio: '',
  sobreNosotros: '',
  desde: null,
  redes: { facebook: '', instagram: '', tiktok: '', youtube: '', linkedin: '', x: '' },
  cotizacionDolar: { valor: null, fecha: null },
  mapa: null,
  imagen: null,
  reservadaPublica: true,
  agentesEditanTodas: false,
  horarioVisitas: HORARIO_VISITAS_INICIAL,
};
