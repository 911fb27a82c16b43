// @inmo/ui: what both remotes draw. Consumed as TypeScript sources (like @inmo/contracts): each app's build bundles
// the parts it imports (`"sideEffects": false`, one file per component family), with react, react-router-dom and
// styled-components from the shared singletons. Colours come from the shell's theme tokens (p.theme.colors).
export { pageWindow } from './page-window.js';
export { Pagination, usePageFocus, type PaginationProps } from './pagination.js';
export { Button, ButtonAnchor, ButtonLink, buttonCss, type ButtonLook, type ButtonVariant } from './button.js';
export { Badge, Badges, type BadgeTone } from './badge.js';
export { EstadoBadge } from './estado-badge.js';
export { TextLink } from './text-link.js';
export { coverImgCss, sizeOf } from './image.js';
export { PropertyCard, type PropertyCardProps } from './property-card.js';
export { AmountInput, errorDeMonto, vistaMonto, type AmountInputProps } from './amount-input.js';
export { CheckRow, Field, FieldBox, FieldError, FieldGrid, FormSection, Hint, Options, controlCss, type FieldA11y, type FieldProps } from './field.js';
export { FilterBar, SETTLE_MS, useSettledText } from './filter-bar.js';
export { FILTER_SHEET_MAX, FilterSheet, type FilterSheetProps } from './filter-sheet.js';
export { Alert, FormErrorSummary, type AlertTone } from './alert.js';
export { Modal, type ModalProps } from './modal.js';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.js';
export { useToast } from './toast.js';
export { TOAST_MS, createToastStore, type ToastKind, type ToastState, type ToastStore } from './toast-store.js';
export { EmptyState } from './empty-state.js';
export { LIMPIAR_FILTROS, ListEmpty, SIN_RESULTADOS, hayFiltros, type ListEmptyProps } from './list-empty.js';
export { MessageCard, NotFoundCard, type MessageCardProps, type WaysOn } from './message-card.js';
export { LoadingText, Spinner } from './loading.js';
export { Panel } from './panel.js';
export { CardGrid } from './card-grid.js';
export { renderStandalone } from './standalone.js';
