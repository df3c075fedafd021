module afdc

go 1.26
