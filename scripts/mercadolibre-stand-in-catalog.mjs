// The stand-in MercadoLibre's own knowledge of MLA's real-estate listings: leaf categories, what each requires and
// how an item body is checked (the way the real POST /items and PUT /items/{id} refuse: 400, cause codes). Kept
// apart from the API's mapping (api/src/portals/mercadolibre/ml-items.ts) on purpose: a test of that mapping against
// a copy of its own table could never fail. Source: dumps of GET /categories/{id}/attributes (required tags).

const HOUSE = ['TOTAL_AREA', 'COVERED_AREA', 'BEDROOMS', 'FULL_BATHROOMS', 'PARKING_LOTS'];
const FLAT = ['TOTAL_AREA', 'COVERED_AREA', 'ROOMS', 'BEDROOMS', 'FULL_BATHROOMS', 'PARKING_LOTS'];
const COMMERCIAL = ['TOTAL_AREA', 'COVERED_AREA', 'FULL_BATHROOMS', 'PARKING_LOTS'];
const LAND = ['TOTAL_AREA', 'LAND_ACCESS'];
const RURAL = ['TOTAL_AREA', 'LAND_ACCESS', 'BEDROOMS', 'FULL_BATHROOMS'];
const OTHER = ['TOTAL_AREA', 'COVERED_AREA'];

/** Leaf category → its path and required attributes; `hectares`: its total area may be given in ha. */
export const CATEGORIES = {
  MLA401685: { path: 'Casas › Venta › Propiedades individuales', required: HOUSE },
  MLA1467: { path: 'Casas › Alquiler', required: HOUSE },
  MLA50278: { path: 'Casas › Alquiler temporario', required: [...HOUSE, 'GUESTS'] },
  MLA401686: { path: 'Departamentos › Venta › Propiedades individuales', required: FLAT },
  MLA1473: { path: 'Departamentos › Alquiler', required: FLAT },
  MLA50279: { path: 'Departamentos › Alquiler temporario', required: [...FLAT, 'GUESTS'] },
  MLA105182: { path: 'PH › Venta', required: FLAT },
  MLA105181: { path: 'PH › Alquiler', required: FLAT },
  MLA79244: { path: 'Locales › Venta', required: COMMERCIAL },
  MLA79243: { path: 'Locales › Alquiler', required: COMMERCIAL },
  MLA401684: { path: 'Oficinas › Venta › Propiedades individuales', required: COMMERCIAL },
  MLA50539: { path: 'Oficinas › Alquiler', required: COMMERCIAL },
  MLA1477: { path: 'Depósitos y galpones › Venta', required: COMMERCIAL },
  MLA1476: { path: 'Depósitos y galpones › Alquiler', required: COMMERCIAL },
  MLA50550: { path: 'Fondo de comercio › Venta', required: COMMERCIAL },
  MLA50546: { path: 'Fondo de comercio › Alquiler', required: COMMERCIAL },
  MLA401687: { path: 'Terrenos y lotes › Venta › Propiedades individuales', required: LAND, hectares: true },
  MLA1494: { path: 'Terrenos y lotes › Alquiler', required: LAND, hectares: true },
  MLA6413: { path: 'Campos › Venta', required: RURAL, hectares: true },
  MLA6414: { path: 'Campos › Alquiler', required: RURAL, hectares: true },
  MLA6396: { path: 'Otros inmuebles › Venta', required: OTHER },
  MLA6395: { path: 'Otros inmuebles › Alquiler', required: OTHER, hectares: true },
  MLA50283: { path: 'Otros inmuebles › Alquiler temporario', required: OTHER, hectares: true },
};

/** Non-leaf categories a careless integration might send (ML refuses them: not listable). */
const PARENTS = ['MLA1459', 'MLA1466', 'MLA1468', 'MLA1472', 'MLA1474', 'MLA79242'];

const AREAS = ['TOTAL_AREA', 'COVERED_AREA'];
const COUNTS = ['ROOMS', 'BEDROOMS', 'FULL_BATHROOMS', 'PARKING_LOTS', 'GUESTS'];
const LAND_ACCESS = ['Tierra', 'Arena', 'Asfalto', 'Otro', 'Ripio'];
const LISTING_TYPES = ['free', 'bronze', 'silver', 'gold', 'gold_premium', 'gold_special', 'gold_pro'];
export const TITLE_MAX = 60;
const NOT_MODIFIABLE = ['category_id', 'listing_type_id', 'buying_mode', 'description', 'site_id'];

const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isHttpUrl = (v) => {
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
};

/** One attribute value as the real API would take it, or the reason it does not. */
function attributeProblem(attr, category) {
  const v = typeof attr.value_name === 'string' ? attr.value_name.trim() : '';
  if (AREAS.includes(attr.id)) {
    const m = /^(\d+(?:\.\d+)?) (m²|ha)$/.exec(v);
    if (!m) return `Attribute [${attr.id}] must be a number and a unit, like "120 m²"`;
    if (m[2] === 'ha' && !(attr.id === 'TOTAL_AREA' && category.hectares)) return `Unit [ha] is not allowed for attribute [${attr.id}]`;
  }
  if (COUNTS.includes(attr.id) && !/^\d+$/.test(v)) return `Attribute [${attr.id}] must be a whole number`;
  if (attr.id === 'LAND_ACCESS' && !LAND_ACCESS.includes(v)) return `Value [${v}] is not valid for attribute [LAND_ACCESS]`;
  return null;
}

/**
 * The causes of a refusal of `body` (empty: accepted). `current`: the item an update applies to (only the fields
 * present are checked, then the required attributes of the merged result).
 */
export function itemProblems(body, current = null) {
  if (!isObject(body)) return [['item.body.invalid', 'Body must be a JSON object']];
  const causes = [];
  const has = (k) => current === null || k in body;
  if (current) {
    for (const k of NOT_MODIFIABLE) if (k in body) causes.push([`item.${k}.not_modifiable`, `Field [${k}] can not be modified`]);
    if (current.status === 'closed') causes.push(['item.status.not_modifiable', 'Item in status closed can not be modified']);
    if ('status' in body && !['active', 'paused', 'closed'].includes(body.status)) causes.push(['item.status.invalid', `Invalid status [${body.status}]`]);
  }
  const categoryId = current ? current.category_id : body.category_id;
  const category = CATEGORIES[categoryId];
  if (!current) {
    if (!category) {
      const why = PARENTS.includes(categoryId) ? 'is not a leaf category' : 'does not exist';
      causes.push(['item.category_id.invalid', `Category [${categoryId}] ${why} for listing in site MLA real estate`]);
    }
    if (body.buying_mode !== 'classified') causes.push(['item.buying_mode.invalid', 'Real estate items must be classified']);
    if (!LISTING_TYPES.includes(body.listing_type_id)) causes.push(['item.listing_type_id.invalid', `Invalid listing type [${body.listing_type_id}]`]);
    if (body.available_quantity !== 1) causes.push(['item.available_quantity.invalid', 'Real estate items have available_quantity 1']);
  }
  if (has('title') && (typeof body.title !== 'string' || body.title.trim() === '')) causes.push(['item.title.missing', 'Title is required']);
  else if (has('title') && body.title.length > TITLE_MAX) causes.push(['item.title.length.invalid', `Title is longer than ${TITLE_MAX} characters`]);
  if (has('price') && !(typeof body.price === 'number' && Number.isFinite(body.price) && body.price > 0)) causes.push(['item.price.invalid', 'Price must be a number greater than 0']);
  if (has('currency_id') && !['ARS', 'USD'].includes(body.currency_id)) causes.push(['item.currency_id.invalid', `Currency [${body.currency_id}] is not valid for site MLA`]);
  if (has('pictures')) {
    const pics = Array.isArray(body.pictures) ? body.pictures : [];
    if (pics.length === 0) causes.push(['item.pictures.missing', 'Real estate items need at least one picture']);
    else if (!pics.every((p) => isObject(p) && isHttpUrl(p.source))) causes.push(['item.pictures.invalid', 'Every picture needs an absolute http(s) source']);
  }
  if (has('location')) {
    const l = body.location;
    const ok = isObject(l) && typeof l.address_line === 'string' && l.address_line.trim() !== '' && isObject(l.city) && typeof l.city.name === 'string' && isObject(l.state) && typeof l.state.name === 'string' && isObject(l.country) && l.country.id === 'AR';
    if (!ok) causes.push(['item.location.invalid', 'Location needs address_line, city.name, state.name and country.id AR']);
    else if ((l.latitude !== undefined || l.longitude !== undefined) && !(Math.abs(l.latitude) <= 90 && Math.abs(l.longitude) <= 180)) causes.push(['item.location.coordinates.invalid', 'Invalid latitude or longitude']);
  }
  if (has('attributes') && category) {
    const attrs = Array.isArray(body.attributes) ? body.attributes.filter(isObject) : [];
    for (const a of attrs) {
      const problem = attributeProblem(a, category);
      if (problem) causes.push(['item.attributes.invalid', problem]);
    }
    const merged = new Set([...(current ? current.attributes.map((a) => a.id) : []), ...attrs.map((a) => a.id)]);
    const missing = category.required.filter((id) => !merged.has(id));
    if (missing.length > 0) {
      causes.push(['item.attributes.missing_required', `The attributes [${missing.join(', ')}] are required for category ${categoryId}. Check the attribute is present in the attributes list.`]);
    }
  }
  return causes;
}

/** Attributes of an update laid over the item's (by id). */
export function mergeAttributes(current, update) {
  const byId = new Map(current.map((a) => [a.id, a]));
  for (const a of update) byId.set(a.id, { id: a.id, value_name: a.value_name });
  return [...byId.values()];
}
