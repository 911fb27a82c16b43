// E-mail alerts: the unsubscribe call's messages (POST /api/user/baja/{secreto}, the site's /baja/{secreto} page).
export const MENSAJES_ALERTAS = {
  bajaHecha: 'Listo: no vas a recibir más alertas por email. Si cambiás de idea, avisale a la inmobiliaria.',
  bajaNoEncontrada: 'Este enlace de baja no es válido.',
  bajaValida: 'El enlace de baja es válido.',
} as const;
