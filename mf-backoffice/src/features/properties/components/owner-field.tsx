// The property's owner (Cliente dueño) in the edit form: the same client picker as /nueva-propiedad (search every
// client on the server, 'Apellido, Nombre · DNI'); an empty choice leaves the property without an owner. The owner's
// page lists the property as offered.
import { useState } from 'react';
import { FieldGrid, FormSection } from '@inmo/ui';
import { useBuscarClientes, useClienteElegido } from '../../../components/ui/busquedas.js';
import { SearchSelect, type Opcion } from '../../../components/ui/search-select.js';
import { fieldText } from './property-form-model.js';
import type { FormBinding } from './form-ui.js';

const opcionCliente = (c: { _id: string; nombre: string; apellido: string; dni: string }): Opcion => ({
  id: c._id,
  texto: `${c.apellido}, ${c.nombre}`,
  detalle: c.dni ? `DNI ${c.dni}` : undefined,
});

export function OwnerSection({ form }: { form: FormBinding }) {
  const [buscado, setBuscado] = useState('');
  const { clientes, buscando } = useBuscarClientes(buscado);
  const valor = fieldText(form.values, 'clienteDueño');
  const dueno = useClienteElegido(valor);
  return (
    <FormSection>
      <legend>Cliente dueño</legend>
      <FieldGrid>
        <SearchSelect
          label="Cliente dueño"
          opciones={clientes.map(opcionCliente)}
          valor={valor}
          elegida={dueno ? opcionCliente(dueno) : null}
          onChange={(id) => form.set('clienteDueño', id)}
          onBuscar={setBuscado}
          buscando={buscando}
          error={form.errors.clienteDueño}
          placeholder="Buscar por nombre, apellido o DNI (mínimo 2 letras)"
        />
      </FieldGrid>
    </FormSection>
  );
}
