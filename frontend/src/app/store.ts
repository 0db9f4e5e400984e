import { combineReducers, configureStore } from '@reduxjs/toolkit'
import { api } from './api'

const rootReducer = combineReducers({ [api.reducerPath]: api.reducer })

export type RootState = ReturnType<typeof rootReducer>

/** Builds the store; tests pass a preloaded state. Server data lives only in the API cache. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  })
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
