@Composable
fun Screen(filters: List<Filter>, onToggle: (String) -> Unit) {
    Row(Modifier.selectableGroup()) {
        filters.forEach { filter ->
            FilterChip(
                selected = filter.on,
                onClick = { onToggle(filter.key) },
                label = { Text(when (filter.key) { "a" -> "All" "u" -> "Unread" else -> filter.key.uppercase() }) },
            )
        }
    }
}
---
view: Screen
state: {filters: [{key: a, on: true}, {key: u, on: false}, {key: x, on: false}], onToggle: "{ }"}
