import type { Permission } from '@kheyr/contracts/permissions'
import { createContext, useContext, type ComponentType } from 'react'
import type { RoutePath } from './paths.ts'
import type { RouteMeta } from './route-meta.ts'

/**
 * A page's module; the build adds `pageSource`, its path, and `namespaces`, the translation
 * namespaces its code reads (apps/web/vite.first-paint.ts).
 */
type PageModule = { default: ComponentType; pageSource?: string; namespaces?: string[] }

/**
 * Loads a page's (or a layout's) module. The build names the module on the function
 * (`pageSource`, vite.first-paint.ts), so its files can be preloaded without running it.
 */
export type PageLoad<T = PageModule> = (() => Promise<T>) & { pageSource?: string }

/** A route's `handle` part that names its module, once the build has (see `PageLoad`). */
export type RouteSource = {
  pageSource?: string
  /**
   * The route loads every namespace of the language at once (a layout: `lazyLayout`), from one
   * chunk, the language's bundle, rather than each namespace its code reads.
   */
  allTexts?: boolean
}

/** A page of a feature: its spec route name (its title key), path, layout, guard and code. */
export type FeatureRoute = RouteMeta & {
  /** From `paths`: the route table matches its pattern. */
  path: RoutePath
  load: PageLoad
}

/** A tab of `/dashboard/settings` that a feature owns. */
export type SettingsSection = {
  /** The tab's key, kept in the address: `/dashboard/settings?section=general`. */
  key: string
  /** Its title, `namespace:key`. */
  title: string
  /** Tabs are listed by this number, in the spec's order. */
  order: number
  /** Any one of these shows the tab (the server checks each call again). */
  permissions: Permission[]
  load: () => Promise<PageModule>
}

/**
 * What a feature brings to the app: its pages and its settings tabs. The route table
 * (`app/features.ts`) lists features; nothing else needs an edit when one is added.
 */
export type Feature = {
  /** The feature's one name, shared with its contracts file and API module. */
  name: string
  routes?: FeatureRoute[]
  settingsSections?: SettingsSection[]
}

export const defineFeature = (feature: Feature) => feature

const SettingsSectionsContext = createContext<SettingsSection[]>([])

/** The app hands every feature's settings tabs to the settings page through this. */
export const SettingsSectionsProvider = SettingsSectionsContext

/** Every feature's settings tabs, in order. */
export const useSettingsSections = () => useContext(SettingsSectionsContext)
