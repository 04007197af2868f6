import {
  columnVisibilityFeature,
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
} from '@tanstack/react-table';

/** The table features every data table registers: sort state (the server sorts) and column visibility. */
export const dataTableFeatures = tableFeatures({
  columnVisibilityFeature,
  rowSortingFeature,
  columnMeta: {} as {
    /** CSS width of the column (e.g. '14rem'). */
    width?: string;
    /** Right-aligned numbers. */
    numeric?: boolean;
    /** The column's name for the show/hide menu and screen readers, when the header is not plain text. */
    label?: string;
  },
});
export type DataTableFeatures = typeof dataTableFeatures;
export type DataColumn<R extends object> = ColumnDef<DataTableFeatures, R, any>;
export const columnHelper = <R extends object>() => createColumnHelper<DataTableFeatures, R>();
