/**
 * @courtside/warehouse: the DuckDB warehouse. Its schema, the sources that feed it (NCAA season
 * datasets, the demo league, the live feed), the build that runs them through the engine, and
 * the typed, parameterised query layer the API calls.
 */
export {};
