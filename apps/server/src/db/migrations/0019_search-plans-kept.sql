-- The dictionary lookup's statement keeps one plan (decision 052). Planned for each call's
-- values, it was planned on every search: its LIMIT is an argument and unnest() of an argument
-- is estimated differently from unnest() of a value, so the plan for the values always looked
-- cheaper than the kept one, and planning cost three times the lookup itself.
ALTER FUNCTION "search_word_matches"(text[], real, integer) SET plan_cache_mode = force_generic_plan;
