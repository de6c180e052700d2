import { formatNumber } from '@kheyr/contracts/money'
import type { GridLocaleText } from '@mui/x-data-grid'
import { enUS, faIR } from '@mui/x-data-grid/locales'
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * MUI X's Persian pack leaves pagination, some aria-labels and menus in English and writes Latin
 * digits; every text the grid shows here comes from our catalogue with the language's digits.
 */
export function gridLocaleText(lang: string, t: TFunction): Partial<GridLocaleText> {
  const base = (lang === 'fa' ? faIR : enUS).components.MuiDataGrid.defaultProps.localeText
  const n = (value: number) => formatNumber(value, lang)
  return {
    ...base,
    noRowsLabel: t('grid.noRows'),
    noResultsOverlayLabel: t('grid.noResults'),
    noColumnsOverlayLabel: t('grid.noColumns'),
    noColumnsOverlayManageColumns: t('grid.manageColumns'),
    paginationRowsPerPage: t('grid.rowsPerPage'),
    paginationDisplayedRows: ({ from, to, count, estimated }) => {
      const unknown = count === -1
      const total = !unknown
        ? n(count)
        : estimated && estimated > to
          ? t('grid.around', { n: n(estimated) })
          : t('grid.moreThan', { n: n(to) })
      return t('grid.displayedRows', { from: n(from), to: n(to), count: total })
    },
    paginationItemAriaLabel: (type) =>
      ({
        first: t('grid.firstPage'),
        last: t('grid.lastPage'),
        next: t('grid.nextPage'),
        previous: t('grid.previousPage'),
      })[type],
    columnMenuLabel: t('grid.columnMenu'),
    columnMenuAriaLabel: (name) => t('grid.columnMenuOf', { name }),
    columnMenuShowColumns: t('grid.showColumns'),
    columnMenuManageColumns: t('grid.manageColumns'),
    columnMenuFilter: t('grid.filter'),
    columnMenuHideColumn: t('grid.hideColumn'),
    columnMenuUnsort: t('grid.unsort'),
    columnMenuSortAsc: t('grid.sortAsc'),
    columnMenuSortDesc: t('grid.sortDesc'),
    columnHeaderSortIconLabel: t('grid.sort'),
    footerRowSelected: (count) => t('grid.rowsSelected', { count, n: n(count) }),
    footerTotalRows: t('grid.totalRows'),
    footerTotalVisibleRows: (visible, total) =>
      t('grid.visibleOfTotal', { visible: n(visible), total: n(total) }),
    checkboxSelectionHeaderName: t('grid.selection'),
    checkboxSelectionSelectAllRows: t('grid.selectAll'),
    checkboxSelectionUnselectAllRows: t('grid.unselectAll'),
    checkboxSelectionSelectRow: t('grid.selectRow'),
    checkboxSelectionUnselectRow: t('grid.unselectRow'),
    booleanCellTrueLabel: t('grid.yes'),
    booleanCellFalseLabel: t('grid.no'),
    columnsManagementSearchTitle: t('grid.search'),
    columnsManagementNoColumns: t('grid.noColumns'),
    columnsManagementShowHideAllText: t('grid.showHideAll'),
    columnsManagementReset: t('grid.reset'),
    columnsManagementDeleteIconLabel: t('grid.clear'),
    actionsCellMore: t('grid.more'),
    longTextCellExpandLabel: t('grid.expand'),
    longTextCellCollapseLabel: t('grid.collapse'),
  }
}

export function useGridLocaleText(): Partial<GridLocaleText> {
  const { t, i18n } = useTranslation('data-table')
  const lang = i18n.language === 'en' ? 'en' : 'fa'
  return useMemo(() => gridLocaleText(lang, t), [lang, t])
}
