@Composable
fun Screen(dark: Boolean, onDark: (Boolean) -> Unit, name: String = "Ada") {
    var size by remember { mutableStateOf(2) }
    Column {
        Text("Settings for $name", Modifier.semantics { heading() })
        Row(Modifier.toggleable(value = dark, role = Role.Switch, onValueChange = onDark).padding(16.dp)) {
            Text(stringResource(R.string.dark_mode))
            Switch(checked = dark, onCheckedChange = null)
        }
        Button(onClick = { size = size + 1 }, enabled = size < 4) { Text("Bigger text ($size)") }
    }
}
---
view: Screen
state: {dark: false, onDark: "{ dark = it }"}
strings: {dark_mode: Dark mode}
